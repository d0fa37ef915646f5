import { authFrames, type AuthFrame } from '../types';
import { authModalReducer, initialAuthModalState, inModalMoves, type AuthModalEvent, type AuthModalState } from './auth-modal-machine';

const openOn = (frame: AuthFrame, patch: Partial<AuthModalState> = {}): AuthModalState => ({
  ...initialAuthModalState,
  isShowAuth: true,
  activeFrame: frame,
  ...patch,
});

/** One event of each in-modal kind, with the data it carries. */
const inModalEvents: Record<keyof typeof inModalMoves, AuthModalEvent> = {
  registerChosen: { type: 'registerChosen' },
  forgotPasswordChosen: { type: 'forgotPasswordChosen', email: 'typed@quiz.test' },
  loginChosen: { type: 'loginChosen', email: 'typed@quiz.test' },
  loggedIn: { type: 'loggedIn' },
  registered: { type: 'registered', email: 'new@quiz.test' },
  recoverySent: { type: 'recoverySent', email: 'lost@quiz.test' },
  resetLinkRequested: { type: 'resetLinkRequested', email: 'taken@quiz.test' },
  confirmationResent: { type: 'confirmationResent', email: 'again@quiz.test' },
};

describe('auth modal machine: moves inside the modal', () => {
  // Every event from every frame: the table says where it leads, anywhere else it is ignored.
  const cases = Object.entries(inModalMoves).flatMap(([type, { from, to }]) =>
    authFrames.map((frame) => [type as keyof typeof inModalMoves, frame, (from as readonly AuthFrame[]).includes(frame) ? to : frame] as const),
  );

  it.each(cases)('%s on %s -> %s', (type, frame, expected) => {
    const before = openOn(frame, { notice: { kind: 'oauth-failed', provider: 'google' } });
    const after = authModalReducer(before, inModalEvents[type]);
    expect(after.activeFrame).toBe(expected);
    expect(after.isShowAuth).toBe(true);
    if (expected === frame && !(inModalMoves[type].from as readonly AuthFrame[]).includes(frame)) expect(after).toBe(before);
    else expect(after.notice).toBeNull();
  });

  it('the spec paths: login -> forgot password -> recovery -> e-mail sent; login -> register -> e-mail sent', () => {
    let state = authModalReducer(openOn('login'), { type: 'forgotPasswordChosen', email: 'me@quiz.test' });
    expect(state).toMatchObject({ activeFrame: 'recovery', email: 'me@quiz.test' });
    state = authModalReducer(state, { type: 'recoverySent', email: 'me@quiz.test' });
    expect(state).toMatchObject({ activeFrame: 'email-sent', sentLetter: 'recovery' });

    state = authModalReducer(openOn('login'), { type: 'registerChosen' });
    expect(state.activeFrame).toBe('register');
    state = authModalReducer(state, { type: 'registered', email: 'new@quiz.test' });
    expect(state).toMatchObject({ activeFrame: 'email-sent', sentLetter: 'confirmation', email: 'new@quiz.test' });
  });

  it('a duplicate e-mail leads to recovery with the address filled in', () => {
    const state = authModalReducer(openOn('register'), { type: 'resetLinkRequested', email: 'taken@quiz.test' });
    expect(state).toMatchObject({ activeFrame: 'recovery', email: 'taken@quiz.test' });
  });

  it('in-modal events do nothing while the modal is closed', () => {
    expect(authModalReducer(initialAuthModalState, { type: 'registerChosen' })).toBe(initialAuthModalState);
  });
});

describe('auth modal machine: opening, closing and outside entry points', () => {
  it('opening for a game stores the game id; opening without a game clears it', () => {
    const forGame = authModalReducer(initialAuthModalState, { type: 'authRequested', gameId: 42 });
    expect(forGame).toMatchObject({ isShowAuth: true, activeFrame: 'login', showGameId: 42 });
    expect(authModalReducer(forGame, { type: 'authRequested' })).toMatchObject({ showGameId: null });
    expect(authModalReducer(initialAuthModalState, { type: 'authRequested', frame: 'register' }).activeFrame).toBe('register');
  });

  it('closing returns to the login frame, forgets the reset token and notices, keeps the game id and e-mail', () => {
    const state = openOn('new-password', { showGameId: 5, email: 'a@quiz.test', resetToken: 't', notice: { kind: 'password-changed' } });
    expect(authModalReducer(state, { type: 'authClosed' })).toMatchObject({
      isShowAuth: false,
      activeFrame: 'login',
      showGameId: 5,
      email: 'a@quiz.test',
      resetToken: null,
      notice: null,
    });
  });

  it('frameChanged goes to any frame', () => {
    for (const frame of authFrames) expect(authModalReducer(openOn('login'), { type: 'frameChanged', frame }).activeFrame).toBe(frame);
  });

  it('a reset link opens the new-password frame with its token and e-mail', () => {
    const state = authModalReducer(initialAuthModalState, { type: 'newPasswordRequested', token: 'tok', email: 'a@quiz.test' });
    expect(state).toMatchObject({ isShowAuth: true, activeFrame: 'new-password', resetToken: 'tok', email: 'a@quiz.test' });
  });

  it('a reset link found used, expired or replaced as it opens: recovery with its e-mail and the notice, no token', () => {
    const state = authModalReducer(openOn('new-password', { resetToken: 'old' }), { type: 'resetLinkInvalid', email: 'a@quiz.test' });
    expect(state).toMatchObject({
      isShowAuth: true,
      activeFrame: 'recovery',
      resetToken: null,
      email: 'a@quiz.test',
      notice: { kind: 'reset-link-invalid' },
    });
  });

  it('new password success: logged in (the login modal shows the logged-in frame); else login with a notice', () => {
    const state = openOn('new-password', { resetToken: 'tok' });
    expect(authModalReducer(state, { type: 'passwordChanged', loggedIn: true })).toMatchObject({
      activeFrame: 'logged-in',
      resetToken: null,
      notice: { kind: 'password-changed' },
    });
    expect(authModalReducer(state, { type: 'passwordChanged', loggedIn: false })).toMatchObject({
      activeFrame: 'login',
      notice: { kind: 'password-changed-login-failed' },
    });
  });

  it('e-mail confirmation: logged in, or the confirm-email frame with the invalid-link notice', () => {
    expect(authModalReducer(initialAuthModalState, { type: 'emailConfirmed' })).toMatchObject({
      isShowAuth: true,
      activeFrame: 'logged-in',
      notice: { kind: 'email-confirmed' },
    });
    expect(authModalReducer(initialAuthModalState, { type: 'confirmationFailed' })).toMatchObject({
      activeFrame: 'confirm-email',
      notice: { kind: 'confirm-link-invalid' },
    });
    expect(authModalReducer(initialAuthModalState, { type: 'confirmationRequested', email: 'me@quiz.test' })).toMatchObject({
      activeFrame: 'confirm-email',
      email: 'me@quiz.test',
      notice: null,
    });
    const resent = authModalReducer(openOn('confirm-email'), { type: 'confirmationResent', email: 'me@quiz.test' });
    expect(resent).toMatchObject({ activeFrame: 'email-sent', sentLetter: 'confirmation' });
  });

  it('OAuth: logged in, or the login frame saying it was cancelled or failed', () => {
    expect(authModalReducer(initialAuthModalState, { type: 'oauthSucceeded' }).activeFrame).toBe('logged-in');
    expect(authModalReducer(initialAuthModalState, { type: 'oauthFailed', provider: 'google', cancelled: true })).toMatchObject({
      activeFrame: 'login',
      notice: { kind: 'oauth-cancelled', provider: 'google' },
    });
    expect(authModalReducer(initialAuthModalState, { type: 'oauthFailed', provider: 'vkontakte', cancelled: false }).notice).toEqual({
      kind: 'oauth-failed',
      provider: 'vkontakte',
    });
  });
});
