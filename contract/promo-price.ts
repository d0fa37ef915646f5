/**
 * The money rule of promo codes, shared by the web app (the price it shows) and the reference backend (the amount it
 * charges), so both always agree. Prices are in major units (899 RUB, 10 USD), as on the wire.
 */
export const promoDiscountTypes = ['percent', 'fixed'] as const;
export type PromoDiscountType = (typeof promoDiscountTypes)[number];

/** A promo code's discount: `percent` 1..100, or `fixed` in major units of the game's currency. */
export interface PromoDiscount {
  type: PromoDiscountType;
  value: number;
}

/**
 * Spec section 9: discounted price = round((100 - discount percent) * price / 100). The percent is clamped to
 * 0..100, so a bad promo never makes a negative or raised price.
 */
export function discountedPrice(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  return Math.round(((100 - percent) * price) / 100);
}

/**
 * The price after a promo's discount: the spec's rule for percent codes; a fixed amount is taken off the price
 * (never below 0) and the result rounded the same way, to whole major units.
 */
export function priceAfterDiscount(price: number, discount: PromoDiscount | null): number {
  if (discount === null) return price;
  if (discount.type === 'percent') return discountedPrice(price, discount.value);
  return Math.round(Math.max(0, price - Math.max(0, discount.value)));
}

/** Major units -> minor units (kopecks, cents) without floating-point drift: 8.99 -> 899. */
export const toMinorUnits = (major: number): number => Math.round(major * 100);

/** Minor units -> major units, as the wire carries money: 89900 -> 899. */
export const toMajorUnits = (minor: number): number => minor / 100;
