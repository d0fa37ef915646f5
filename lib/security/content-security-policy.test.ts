import { buildCsp, connectOriginsOf, createNonce, type CspOptions } from './content-security-policy';

/** Parses a policy into directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const base: CspOptions = {
  nonce: 'bm9uY2UtMTIz',
  connectOrigins: ['http://api.test', 'ws://api.test', 'https://live.example.com'],
  isDev: false,
  isHttps: true,
};

describe('buildCsp', () => {
  it("runs scripts only with the nonce, trusting what they load via 'strict-dynamic'", () => {
    const scriptSrc = directives(buildCsp(base)).get('script-src');
    expect(scriptSrc).toEqual(expect.arrayContaining(["'nonce-bm9uY2UtMTIz'", "'strict-dynamic'"]));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it("without a nonce (a cached document) allows only our own scripts and the page's inline bootstrap", () => {
    const policy = directives(buildCsp({ ...base, nonce: null }));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // The rest of the policy does not depend on the nonce.
    const withNonce = directives(buildCsp(base));
    for (const name of ['connect-src', 'frame-ancestors', 'object-src', 'base-uri', 'form-action', 'img-src']) {
      expect(policy.get(name)).toEqual(withNonce.get(name));
    }
  });

  it("allows 'unsafe-eval' only in development", () => {
    expect(directives(buildCsp({ ...base, isDev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(directives(buildCsp({ ...base, isDev: false })).get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('lets the browser connect to its own origin and the given origins', () => {
    expect(directives(buildCsp(base)).get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'http://api.test', 'ws://api.test', 'https://live.example.com']),
    );
  });

  it('shows images served by the API even over plain http (avatars on a local backend), but not from ws origins', () => {
    const imgSrc = directives(buildCsp(base)).get('img-src');
    expect(imgSrc).toEqual(expect.arrayContaining(["'self'", 'https:', 'http://api.test']));
    expect(imgSrc).not.toContain('ws://api.test');
  });

  it('cannot be framed and blocks plugins', () => {
    const d = directives(buildCsp(base));
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
  });

  it('upgrades insecure requests only over https', () => {
    expect(directives(buildCsp({ ...base, isHttps: true })).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(buildCsp({ ...base, isHttps: false })).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('connectOriginsOf', () => {
  it('maps every URL to its origin and the matching WebSocket origin, without duplicates', () => {
    expect(
      connectOriginsOf([
        'http://localhost:4000/api/iam/v1',
        'http://localhost:4000/api/live/v1',
        'https://live.example.com/api/live/v1',
      ]),
    ).toEqual(['http://localhost:4000', 'ws://localhost:4000', 'https://live.example.com', 'wss://live.example.com']);
  });
});

describe('createNonce', () => {
  it('makes a different base64 nonce each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(createNonce()).not.toBe(a);
  });

  it('lets exactly the payment widget’s origin run scripts (in both policies) and be framed', () => {
    const options = { ...base, scriptOrigins: ['https://widget.cloudpayments.ru'], frameOrigins: ['https://widget.cloudpayments.ru', 'https://*.cloudpayments.ru'] };
    for (const nonce of ['bm9uY2UtMTIz', null]) {
      const policy = directives(buildCsp({ ...options, nonce }));
      expect(policy.get('script-src')).toContain('https://widget.cloudpayments.ru');
      expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://widget.cloudpayments.ru', 'https://*.cloudpayments.ru']));
    }
    expect(directives(buildCsp({ ...options, nonce: null })).get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://widget.cloudpayments.ru']);
    expect(directives(buildCsp(base)).get('script-src')).not.toContain('https://widget.cloudpayments.ru');
  });
});
