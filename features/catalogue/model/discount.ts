/**
 * Spec section 9: discounted price = round((100 - discount percent) * price / 100). Registration applies it to a
 * game's price with a promo code's discount; the percent is clamped to 0..100 so a bad promo never makes a negative
 * or raised price.
 */
export function discountedPrice(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  return Math.round(((100 - percent) * price) / 100);
}
