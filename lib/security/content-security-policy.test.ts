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
  it('runs inline scripts only with the nonce of a page rendered per request, and our own script files', () => {
    const scriptSrc = directives(buildCsp(base)).get('script-src');
    expect(scriptSrc).toEqual(["'self'", "'nonce-bm9uY2UtMTIz'"]);
  });

  it("runs a stored document's inline scripts only by their hashes", () => {
    const hashes = ['sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU=', 'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='];
    const policy = directives(buildCsp({ ...base, nonce: null, scriptHashes: hashes }));
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes.map((h) => `'${h}'`)]);
    // The rest of the policy does not depend on what vouches for the scripts.
    const withNonce = directives(buildCsp(base));
    for (const name of ['default-src', 'style-src', 'connect-src', 'frame-ancestors', 'object-src', 'base-uri', 'form-action', 'img-src']) {
      expect(policy.get(name)).toEqual(withNonce.get(name));
    }
  });

  it('allows no inline script at all in a response that vouches for none (a redirect, a router payload)', () => {
    expect(directives(buildCsp({ ...base, nonce: null })).get('script-src')).toEqual(["'self'"]);
  });

  it("never allows 'unsafe-inline' scripts, nor 'strict-dynamic' (which would drop the configured origins)", () => {
    for (const options of [base, { ...base, nonce: null }, { ...base, nonce: null, scriptHashes: ['sha256-x'] }, { ...base, isDev: true }]) {
      const scriptSrc = directives(buildCsp(options)).get('script-src');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'strict-dynamic'");
    }
  });

  it('allows the configured third-party script origins on nonce and hashed documents alike', () => {
    const scriptOrigins = ['https://widget.pay.example', 'https://stats.example'];
    const withNonce = directives(buildCsp({ ...base, scriptSources: scriptOrigins })).get('script-src');
    const hashed = directives(buildCsp({ ...base, nonce: null, scriptHashes: ['sha256-x'], scriptSources: scriptOrigins })).get('script-src');
    expect(withNonce).toEqual(["'self'", "'nonce-bm9uY2UtMTIz'", ...scriptOrigins]);
    expect(hashed).toEqual(["'self'", "'sha256-x'", ...scriptOrigins]);
    // Only there: the origins are not added to the other directives.
    expect(directives(buildCsp({ ...base, scriptSources: scriptOrigins })).get('connect-src')).not.toContain('https://stats.example');
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
    expect(connectOriginsOf(['http://localhost:4000/api/iam/v1', 'http://localhost:4000/api/live/v1', 'https://live.example.com/api/live/v1'])).toEqual([
      'http://localhost:4000',
      'ws://localhost:4000',
      'https://live.example.com',
      'wss://live.example.com',
    ]);
  });
});

describe('createNonce', () => {
  it('makes a different base64 nonce each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(createNonce()).not.toBe(a);
  });

  it('lets exactly the payment widget’s origin run scripts (in both policies) and be framed', () => {
    const options = {
      ...base,
      scriptSources: ['https://widget.cloudpayments.ru'],
      frameOrigins: ['https://widget.cloudpayments.ru', 'https://*.cloudpayments.ru'],
    };
    for (const nonce of ['bm9uY2UtMTIz', null]) {
      const policy = directives(buildCsp({ ...options, nonce }));
      expect(policy.get('script-src')).toContain('https://widget.cloudpayments.ru');
      expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://widget.cloudpayments.ru', 'https://*.cloudpayments.ru']));
    }
    expect(directives(buildCsp({ ...options, nonce: null })).get('script-src')).toEqual(["'self'", 'https://widget.cloudpayments.ru']);
    expect(directives(buildCsp(base)).get('script-src')).not.toContain('https://widget.cloudpayments.ru');
  });
});
