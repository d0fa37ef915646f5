import { emptyValues } from './purchase-values';
import { clearDraft, keepPurchase, purchaseToken, readDraft, writeDraft } from './storage';

beforeEach(() => localStorage.clear());

describe('what the shop keeps in this browser', () => {
  it('keeps the draft as typed, field by field, and ignores what does not parse', () => {
    expect(readDraft()).toBeNull();
    writeDraft({ ...emptyValues, packId: '2', email: 'a@example.com', gift: true, message: 'Hi' });
    expect(readDraft()).toEqual({ ...emptyValues, packId: '2', email: 'a@example.com', gift: true, message: 'Hi' });
    localStorage.setItem('promo-shop:draft:v1', JSON.stringify({ email: 42, packId: '3' }));
    expect(readDraft()).toEqual({ ...emptyValues, packId: '3' });
    localStorage.setItem('promo-shop:draft:v1', '{not json');
    expect(readDraft()).toBeNull();
    writeDraft({ ...emptyValues, email: 'b@example.com' });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('remembers a guest purchase’s token by id for 30 days; a signed-in purchase has none', () => {
    const day = 24 * 3600 * 1000;
    keepPurchase(31, 'token-31', 0);
    keepPurchase(32, null, 10 * day);
    expect(purchaseToken(31, 10 * day)).toBe('token-31');
    expect(purchaseToken(32, 10 * day)).toBeNull();
    expect(purchaseToken(33, 10 * day)).toBeNull();
    expect(purchaseToken(31, 31 * day)).toBeNull();
    // Pruned when the next purchase is kept.
    keepPurchase(34, 'token-34', 31 * day);
    expect(Object.keys(JSON.parse(localStorage.getItem('promo-shop:purchases:v1')!) as object)).toEqual(['32', '34']);
  });
});
