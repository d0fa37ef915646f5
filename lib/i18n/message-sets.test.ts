import { isLazyNamespace, pickMessages } from './message-sets';

const catalogue = {
  auth: { account: { logIn: 'Log in' }, login: { title: 'Welcome' } },
  catalogue: { heading: 'Games' },
  common: { close: 'Close' },
};

describe('pickMessages', () => {
  it('keeps whole namespaces and single keys, nested as in the catalogue', () => {
    expect(pickMessages(catalogue, ['common', 'auth.account'])).toEqual({ common: { close: 'Close' }, auth: { account: { logIn: 'Log in' } } });
  });

  it('merges paths under the same namespace and skips paths the catalogue lacks', () => {
    expect(pickMessages(catalogue, ['auth.account', 'auth.login', 'auth.missing', 'nothing.here'])).toEqual({ auth: catalogue.auth });
  });

  it('leaves out everything not named', () => {
    expect(Object.keys(pickMessages(catalogue, ['catalogue']))).toEqual(['catalogue']);
  });
});

it('isLazyNamespace accepts only the namespaces served from /i18n', () => {
  expect(isLazyNamespace('auth')).toBe(true);
  expect(isLazyNamespace('catalogue')).toBe(false);
  expect(isLazyNamespace('../ru')).toBe(false);
});
