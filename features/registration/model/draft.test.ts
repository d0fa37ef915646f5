import {
  forgetRegistrationAfterAuth,
  pendingRegistrationAfterAuth,
  registrationAfterAuth,
  rememberRegistrationAfterAuth,
  PENDING_AUTH_TTL_MS,
} from './after-auth';
import { clearDraft, draftKey, DRAFT_TTL_MS, pruneDrafts, readDraft, writeDraft } from './draft';
import { flowReducer, initialFlowState } from './flow-machine';

const NOW = Date.parse('2026-12-01T12:00:00Z');

describe('registration draft (localStorage, per game)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed, the step, the promo, and the registration with its guest token across a reload', () => {
    let state = initialFlowState('key-1');
    state = flowReducer(state, { type: 'dataEdited', values: { name: 'Anne', email: 'anne@example.fr', cityId: '', city: 'Lyon' } });
    state = flowReducer(state, { type: 'stepOpened', step: 'cost' });
    state = flowReducer(state, { type: 'promoSent', code: 'QUIZ20' });
    state = flowReducer(state, { type: 'registered', registration: { id: 41, accessToken: 'guest-token' } });
    writeDraft(localStorage, 5, state, NOW);
    const read = readDraft(localStorage, 5, NOW + 60_000);
    // A check under way at the reload is not under way after it.
    expect(read).toEqual({ ...state, promo: { ...state.promo, isSended: false } });
    expect(readDraft(localStorage, 6, NOW)).toBeNull();
  });

  it('is dropped after a week, and when it is not a draft of this shape', () => {
    writeDraft(localStorage, 5, initialFlowState('k'), NOW);
    expect(readDraft(localStorage, 5, NOW + DRAFT_TTL_MS + 1)).toBeNull();
    localStorage.setItem(draftKey(5), '{"version":1,"savedAt":1,"state":{"step":"payment"}}');
    expect(readDraft(localStorage, 5, NOW)).toBeNull();
    localStorage.setItem(draftKey(5), 'not json');
    expect(readDraft(localStorage, 5, NOW)).toBeNull();
  });

  it('old drafts are pruned, others kept; a draft can be cleared', () => {
    writeDraft(localStorage, 1, initialFlowState('a'), NOW - DRAFT_TTL_MS - 1);
    writeDraft(localStorage, 2, initialFlowState('b'), NOW);
    localStorage.setItem('unrelated', 'x');
    pruneDrafts(localStorage, NOW);
    expect(localStorage.getItem(draftKey(1))).toBeNull();
    expect(readDraft(localStorage, 2, NOW)).not.toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('x');
    clearDraft(localStorage, 2);
    expect(readDraft(localStorage, 2, NOW)).toBeNull();
  });

  it('works without storage (blocked): nothing is kept, nothing breaks', () => {
    expect(readDraft(null, 5, NOW)).toBeNull();
    expect(() => writeDraft(null, 5, initialFlowState('k'), NOW)).not.toThrow();
  });

  it('remembers the game waiting for sign-in for 24 hours (the confirmation letter comes back to it)', () => {
    rememberRegistrationAfterAuth(localStorage, 5, NOW);
    expect(registrationAfterAuth(localStorage, NOW + 1000)).toBe(5);
    expect(pendingRegistrationAfterAuth(localStorage, NOW + 1000)).toEqual({ gameId: 5, invite: null });
    // A private game's registration remembers its invite, so the way back is the private game's page.
    rememberRegistrationAfterAuth(localStorage, 7, NOW, 'tok-123');
    expect(pendingRegistrationAfterAuth(localStorage, NOW + 1000)).toEqual({ gameId: 7, invite: 'tok-123' });
    rememberRegistrationAfterAuth(localStorage, 5, NOW);
    expect(registrationAfterAuth(localStorage, NOW + PENDING_AUTH_TTL_MS + 1)).toBeNull();
    forgetRegistrationAfterAuth(localStorage);
    expect(registrationAfterAuth(localStorage, NOW)).toBeNull();
  });
});
