import { emptyOrder } from './order-form-schema';
import { ORDER_DRAFT_KEY, ORDER_DRAFT_TTL_MS, readOrderDraft, writeOrderDraft } from './order-draft';

const draft = {
  values: { ...emptyOrder('fr', 'Europe/Paris'), teams: '12', comment: 'Séminaire d’équipe' },
  orderId: 31,
  attempt: { returnedAt: 5, widgetSucceeded: false, payerCancelled: false },
};

describe('the order draft (localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed, the order and the widget’s return across reloads', () => {
    writeOrderDraft(localStorage, draft, 1000);
    expect(readOrderDraft(localStorage, 2000)).toEqual(draft);
  });

  it('forgets a draft older than a week, and one of another shape', () => {
    writeOrderDraft(localStorage, draft, 1000);
    expect(readOrderDraft(localStorage, 1000 + ORDER_DRAFT_TTL_MS + 1)).toBeNull();
    localStorage.setItem(ORDER_DRAFT_KEY, '{"version":1,"savedAt":1,"draft":{"values":{}}}');
    expect(readOrderDraft(localStorage, 2)).toBeNull();
    localStorage.setItem(ORDER_DRAFT_KEY, 'not json');
    expect(readOrderDraft(localStorage, 2)).toBeNull();
    expect(readOrderDraft(null, 2)).toBeNull();
  });
});
