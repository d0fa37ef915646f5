import { toPack } from '../api/to-promo-shop';
import { packsWire } from '../testing/fixtures';
import { choosePack, parsePackParam } from './pack-choice';

const en = packsWire.map((wire) => toPack(wire, 'en'));
const fr = packsWire.map((wire) => toPack(wire, 'fr'));

describe('the pack the address names', () => {
  it('reads one segment of digits as an id, anything else as malformed', () => {
    expect(parsePackParam(undefined)).toEqual({ kind: 'none' });
    expect(parsePackParam([])).toEqual({ kind: 'none' });
    expect(parsePackParam(['2'])).toEqual({ kind: 'id', id: 2 });
    for (const bad of [['0'], ['02'], ['-1'], ['2.5'], ['abc'], ['1e3'], ['99999999999'], ['2', 'x']]) {
      expect(parsePackParam(bad), bad.join('/')).toEqual({ kind: 'malformed' });
    }
  });

  it('preselects a pack on sale in the page’s language; an unknown, malformed or unsold one is the list with a notice', () => {
    expect(choosePack(en, { kind: 'none' })).toEqual({ selected: null, unknown: false });
    expect(choosePack(en, { kind: 'id', id: 2 }).selected).toMatchObject({ id: 2, price: { amount: 45, currency: 'USD' } });
    expect(choosePack(en, { kind: 'id', id: 999 })).toEqual({ selected: null, unknown: true });
    expect(choosePack(en, { kind: 'malformed' })).toEqual({ selected: null, unknown: true });
    // The pack of 5 has no French price: not on sale on the French page.
    expect(choosePack(fr, { kind: 'id', id: 2 })).toEqual({ selected: null, unknown: true });
  });
});
