import {
  initialPromoState,
  isPromoApplied,
  priceWithPromo,
  promoCheckFailed,
  promoChecked,
  promoFailureText,
  promoSent,
  type PromoCheckResult,
} from './promo-state';

const success = (value: number, type: 'percent' | 'fixed' = 'percent'): PromoCheckResult => ({
  status: 'success',
  text: 'The promo code has been applied.',
  discountValue: value,
  discountType: type,
});
const failure = (text: string): PromoCheckResult => ({ status: 'error', text, discountValue: 0, discountType: 'percent' });

describe('promo state (spec: Promo state {code, isSended, isSuccess, discountValue, status, text})', () => {
  it('is sent (isSended) while the check runs, and forgets an earlier result', () => {
    const applied = promoChecked(promoSent('QUIZ20'), success(20));
    expect(promoSent(' MINUS300 ')).toEqual({ ...initialPromoState, code: 'MINUS300', isSended: true });
    expect(applied.isSended).toBe(false);
  });

  it("is applied only on status 'success', storing the discount", () => {
    const state = promoChecked(promoSent('QUIZ20'), success(20));
    expect(state).toMatchObject({ code: 'QUIZ20', isSended: false, isSuccess: true, status: 'success', discountValue: 20, discountType: 'percent' });
  });

  it("on failure the text is the server's message minus its last character (spec section 8), and nothing is applied", () => {
    const state = promoChecked(promoSent('EXPIRED15'), failure('The promo code has expired.'));
    expect(state).toMatchObject({ isSuccess: false, status: 'error', text: 'The promo code has expired', discountValue: 0 });
    expect(promoFailureText('Промокод недействителен.')).toBe('Промокод недействителен');
  });

  it('a check that could not be made judges nothing', () => {
    expect(promoCheckFailed(promoSent('QUIZ20'))).toMatchObject({ isSended: false, isSuccess: false, status: null, text: '' });
  });

  it('applies to the code as typed now (any letter case), not to an edited one', () => {
    const state = promoChecked(promoSent('quiz20'), success(20));
    expect(isPromoApplied(state, ' QUIZ20 ')).toBe(true);
    expect(isPromoApplied(state, 'QUIZ2')).toBe(false);
    expect(isPromoApplied(initialPromoState, '')).toBe(false);
  });

  it('prices the registration by the contract rule: percent rounded, fixed taken off, 100 % free, unapplied full', () => {
    expect(priceWithPromo(899, promoChecked(promoSent('QUIZ20'), success(20)), 'QUIZ20')).toBe(719);
    expect(priceWithPromo(10, promoChecked(promoSent('QUIZ20'), success(20)), 'QUIZ20')).toBe(8);
    expect(priceWithPromo(899, promoChecked(promoSent('MINUS300'), success(300, 'fixed')), 'MINUS300')).toBe(599);
    expect(priceWithPromo(899, promoChecked(promoSent('FREE100'), success(100)), 'FREE100')).toBe(0);
    expect(priceWithPromo(899, promoChecked(promoSent('FREE100'), success(100)), 'OTHER')).toBe(899);
    expect(priceWithPromo(899, promoChecked(promoSent('X'), failure('The promo code is not valid.')), 'X')).toBe(899);
  });
});
