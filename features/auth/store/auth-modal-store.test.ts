import { createAuthModalStore } from './auth-modal-store';

describe('auth modal store', () => {
  it('starts closed on the login frame without a game', () => {
    const store = createAuthModalStore();
    expect(store.getState()).toMatchObject({ isShowAuth: false, activeFrame: 'login', showGameId: null });
  });

  it('opening for a game stores the game id', () => {
    const store = createAuthModalStore();
    store.getState().actions.authRequested({ gameId: 42 });
    expect(store.getState()).toMatchObject({ isShowAuth: true, activeFrame: 'login', showGameId: 42 });
  });

  it('opening without a game clears a stored game id', () => {
    const store = createAuthModalStore({ showGameId: 42 });
    store.getState().actions.authRequested({});
    expect(store.getState()).toMatchObject({ isShowAuth: true, showGameId: null });
  });

  it('can open on another frame and switch frames', () => {
    const store = createAuthModalStore();
    store.getState().actions.authRequested({ gameId: null, frame: 'register' });
    expect(store.getState().activeFrame).toBe('register');
    store.getState().actions.frameChanged({ frame: 'logged-in' });
    expect(store.getState().activeFrame).toBe('logged-in');
  });

  it('closing hides the modal and returns to the login frame for the next opening', () => {
    const store = createAuthModalStore();
    store.getState().actions.authRequested({ gameId: 5 });
    store.getState().actions.frameChanged({ frame: 'logged-in' });
    store.getState().actions.authClosed({});
    expect(store.getState()).toMatchObject({ isShowAuth: false, activeFrame: 'login' });
  });

  it('event actions go through the machine and keep the actions object stable', () => {
    const store = createAuthModalStore();
    const { actions } = store.getState();
    actions.authRequested({});
    actions.forgotPasswordChosen({ email: 'me@quiz.test' });
    expect(store.getState()).toMatchObject({ activeFrame: 'recovery', email: 'me@quiz.test' });
    actions.recoverySent({ email: 'me@quiz.test' });
    expect(store.getState()).toMatchObject({ activeFrame: 'email-sent', sentLetter: 'recovery' });
    actions.loginChosen({});
    actions.registerChosen({});
    actions.registered({ email: 'new@quiz.test' });
    expect(store.getState()).toMatchObject({ activeFrame: 'email-sent', sentLetter: 'confirmation', email: 'new@quiz.test' });
    expect(store.getState().actions).toBe(actions);
  });

  it('stores are independent (no module-level state)', () => {
    const a = createAuthModalStore();
    const b = createAuthModalStore();
    a.getState().actions.authRequested({ gameId: 1 });
    expect(b.getState().isShowAuth).toBe(false);
  });
});
