import { discountedPrice } from './discount';

describe('discountedPrice (spec section 9)', () => {
  it.each([
    [899, 0, 899],
    [899, 25, 674], // 674.25
    [899, 10, 809], // 809.1
    [899, 50, 450], // 449.5 rounds half up
    [10, 15, 9], // 8.5 rounds half up
    [899, 100, 0],
    [0, 30, 0],
  ])('%d with %d%% off is %d', (price, discount, expected) => {
    expect(discountedPrice(price, discount)).toBe(expected);
  });

  it('never goes below zero or above the price for a discount out of range', () => {
    expect(discountedPrice(899, 120)).toBe(0);
    expect(discountedPrice(899, -5)).toBe(899);
  });
});
