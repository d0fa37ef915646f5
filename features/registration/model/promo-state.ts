import { priceAfterDiscount, type PromoDiscount, type PromoDiscountType } from '@/contract/promo-price';

/** The reply of GET check-promo as the modal reads it (api/to-registration.ts). */
export interface PromoCheckResult {
  status: 'success' | 'error';
  text: string;
  discountValue: number;
  discountType: PromoDiscountType;
}

/**
 * The spec's Promo state {code, isSended, isSuccess, discountValue, status, text} (section 3), plus the discount's
 * kind (percent or a fixed amount, contract/promo-price.ts). `status` is null until a check has answered.
 */
export interface PromoState {
  code: string;
  isSended: boolean;
  isSuccess: boolean;
  discountValue: number;
  discountType: PromoDiscountType;
  status: 'success' | 'error' | null;
  text: string;
}

export const initialPromoState: PromoState = {
  code: '',
  isSended: false,
  isSuccess: false,
  discountValue: 0,
  discountType: 'percent',
  status: null,
  text: '',
};

/** A code as the server compares it: trimmed (and case-insensitive, so the display keeps what was typed). */
const normalisePromoCode = (code: string) => code.trim();

/** Spec section 4: the sent flag is on while the check is under way; an earlier result no longer holds. */
export const promoSent = (code: string): PromoState => ({ ...initialPromoState, code: normalisePromoCode(code), isSended: true });

/**
 * Spec sections 4 and 5: the promo is judged by the returned status 'success' (only then is the discount stored);
 * any other answer is a failure whose text is the server's message minus its last character (section 8).
 */
export function promoChecked(state: PromoState, result: PromoCheckResult): PromoState {
  if (result.status === 'success') {
    return {
      ...state,
      isSended: false,
      isSuccess: true,
      status: 'success',
      text: result.text,
      discountValue: result.discountValue,
      discountType: result.discountType,
    };
  }
  return { ...state, isSended: false, isSuccess: false, status: 'error', text: promoFailureText(result.text), discountValue: 0, discountType: 'percent' };
}

/** The check itself failed (network, server): nothing is applied, nothing is judged. */
export const promoCheckFailed = (state: PromoState): PromoState => ({ ...state, isSended: false, isSuccess: false, status: null, text: '' });

/** Spec section 8: "text is the server's error message minus its last character" (the server ends it with a full stop). */
export const promoFailureText = (text: string) => text.slice(0, -1);

/** The code is applied only on success and only for the code as it is typed now (an edited code must be checked again). */
export const isPromoApplied = (state: PromoState, typed: string) =>
  state.isSuccess && state.status === 'success' && normalisePromoCode(typed).toLowerCase() === state.code.toLowerCase() && state.code !== '';

export const appliedDiscount = (state: PromoState): PromoDiscount | null => (state.isSuccess ? { type: state.discountType, value: state.discountValue } : null);

/** What the registration costs after the applied promo (the contract's rule, the same the backend charges). */
export const priceWithPromo = (price: number, state: PromoState, typed: string) =>
  priceAfterDiscount(price, isPromoApplied(state, typed) ? appliedDiscount(state) : null);
