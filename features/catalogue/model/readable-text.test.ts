import { readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('writes white on dark backgrounds and near-black on light ones', () => {
    expect(readableTextOn('#1f1f1f')).toBe('#ffffff');
    expect(readableTextOn('#ffd33d')).toBe('#111111');
    expect(readableTextOn('#fff')).toBe('#111111');
    expect(readableTextOn('#00f')).toBe('#ffffff');
  });

  it('falls back to near-black for colours it cannot read', () => {
    expect(readableTextOn('rebeccapurple')).toBe('#111111');
  });
});
