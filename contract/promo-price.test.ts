import { describe, expect, it } from 'vitest';
import { discountedPrice, priceAfterDiscount, toMajorUnits, toMinorUnits } from './promo-price';

describe('promo price', () => {
  it('follows the spec: round((100 - percent) * price / 100)', () => {
    expect(discountedPrice(899, 20)).toBe(719);
    expect(discountedPrice(10, 20)).toBe(8);
    expect(discountedPrice(899, 15)).toBe(764);
    expect(discountedPrice(899, 100)).toBe(0);
  });

  it('clamps a percent outside 0..100, so a price is never raised or negative', () => {
    expect(discountedPrice(899, -10)).toBe(899);
    expect(discountedPrice(899, 150)).toBe(0);
  });

  it('takes a fixed amount off, never below zero, in whole major units', () => {
    expect(priceAfterDiscount(899, { type: 'fixed', value: 300 })).toBe(599);
    expect(priceAfterDiscount(10, { type: 'fixed', value: 3 })).toBe(7);
    expect(priceAfterDiscount(10, { type: 'fixed', value: 30 })).toBe(0);
    expect(priceAfterDiscount(899, { type: 'percent', value: 50 })).toBe(450);
    expect(priceAfterDiscount(899, null)).toBe(899);
  });

  it('converts between major and minor units without drift', () => {
    expect(toMinorUnits(8.99)).toBe(899);
    expect(toMinorUnits(899)).toBe(89900);
    expect(toMajorUnits(89900)).toBe(899);
  });
});
