// @vitest-environment node
import { apiFamilies, apiFamilyNames, type ApiFamily } from '@/contract/families';
import { EnvError, parseEnv } from './env';

const familyUrlsAt = (origin: string) => Object.fromEntries(apiFamilyNames.map((f) => [f, `${origin}${apiFamilies[f]}`])) as Record<ApiFamily, string>;

/** The EnvError a bad environment throws. */
function envErrorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error('expected parseEnv to throw');
}

describe('parseEnv defaults', () => {
  const env = parseEnv({});

  it('points every API family at the local reference backend on port 4000, for browser and server', () => {
    expect(env.api.browser).toEqual(familyUrlsAt('http://localhost:4000'));
    expect(env.api.server).toEqual(familyUrlsAt('http://localhost:4000'));
    expect(env.api.browser.iam).toBe('http://localhost:4000/api/iam/v1');
  });

  it('derives the realtime server and the chat socket from the API origin', () => {
    expect(env.realtime).toEqual({
      broadcaster: 'socket.io',
      host: 'localhost',
      port: 4000,
      key: 'quiz-local',
      tls: false,
      authEndpoint: 'http://localhost:4000/broadcasting/auth',
    });
    expect(env.chatSocketUrl).toBe('http://localhost:4000');
  });

  it('serves the site on port 3000 in development', () => {
    expect(env.port).toBe(3000);
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.nodeEnv).toBe('development');
  });

  it('keeps Sentry off without a DSN', () => {
    expect(env.sentry.dsn).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ API_ORIGIN: '', SENTRY_DSN: '', API_LIVE_URL: '' })).toEqual(env);
  });
});

describe('parseEnv overrides', () => {
  it('follows BACKEND_PORT when no API origin is given', () => {
    expect(parseEnv({ BACKEND_PORT: '4100' }).api.browser).toEqual(familyUrlsAt('http://localhost:4100'));
  });

  it('uses API_ORIGIN for browser and server URLs', () => {
    const env = parseEnv({ API_ORIGIN: 'https://api.example.com' });
    expect(env.api.browser).toEqual(familyUrlsAt('https://api.example.com'));
    expect(env.api.server).toEqual(familyUrlsAt('https://api.example.com'));
    expect(env.chatSocketUrl).toBe('https://api.example.com');
  });

  it('uses API_INTERNAL_ORIGIN for server URLs only', () => {
    const env = parseEnv({ API_ORIGIN: 'https://api.example.com', API_INTERNAL_ORIGIN: 'http://api.internal:8080' });
    expect(env.api.browser).toEqual(familyUrlsAt('https://api.example.com'));
    expect(env.api.server).toEqual(familyUrlsAt('http://api.internal:8080'));
    expect(env.realtime.host).toBe('api.example.com');
    expect(env.chatSocketUrl).toBe('https://api.example.com');
  });

  it('lets one family live elsewhere, with its trailing slash trimmed', () => {
    const env = parseEnv({ API_ORIGIN: 'https://api.example.com', API_LIVE_URL: 'https://live.example.com/v1/' });
    expect(env.api.browser).toEqual({ ...familyUrlsAt('https://api.example.com'), live: 'https://live.example.com/v1' });
    expect(env.api.server.live).toBe('https://live.example.com/v1');
  });

  it('does not produce a double slash when API_ORIGIN ends with a slash', () => {
    const env = parseEnv({ API_ORIGIN: 'https://api.example.com/' });
    expect(env.api.browser).toEqual(familyUrlsAt('https://api.example.com'));
    expect(env.api.server.iam).toBe('https://api.example.com/api/iam/v1');
  });

  it('trims the trailing slash of SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://quiz.example.com/' }).siteUrl).toBe('https://quiz.example.com');
  });
});

describe('parseEnv realtime', () => {
  it.each([
    ['https://api.example.com', 'api.example.com', 443, true],
    ['http://api.example.com', 'api.example.com', 80, false],
    ['https://api.example.com:8443', 'api.example.com', 8443, true],
    ['http://127.0.0.1:6001', '127.0.0.1', 6001, false],
  ])('derives host, port and TLS from API_ORIGIN %s', (origin, host, port, tls) => {
    expect(parseEnv({ API_ORIGIN: origin }).realtime).toMatchObject({ host, port, tls });
  });

  it('prefers explicit REALTIME_* settings', () => {
    const env = parseEnv({
      API_ORIGIN: 'http://api.example.com',
      REALTIME_BROADCASTER: 'reverb',
      REALTIME_HOST: 'ws.example.com',
      REALTIME_PORT: '6001',
      REALTIME_KEY: 'prod-key',
      REALTIME_TLS: 'true',
      REALTIME_AUTH_ENDPOINT: 'https://api.example.com/broadcasting/auth',
    });
    expect(env.realtime).toEqual({
      broadcaster: 'reverb',
      host: 'ws.example.com',
      port: 6001,
      key: 'prod-key',
      tls: true,
      authEndpoint: 'https://api.example.com/broadcasting/auth',
    });
  });
});

describe('parseEnv validation', () => {
  it('names every bad key at once', () => {
    const error = envErrorOf({ PORT: 'abc', API_ORIGIN: 'not-a-url', REALTIME_BROADCASTER: 'x' });
    const keys = error.problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'API_ORIGIN', 'REALTIME_BROADCASTER']));
    expect(error.problems).toHaveLength(3);
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('API_ORIGIN');
    expect(error.message).toContain('REALTIME_BROADCASTER');
  });

  it.each([
    ['PORT', '70000'],
    ['BACKEND_PORT', '0'],
    ['API_ORIGIN', 'ftp://api.example.com'],
    ['API_IAM_URL', 'api.example.com/api/iam/v1'],
    ['REALTIME_TLS', 'yes'],
    ['NODE_ENV', 'staging'],
    ['LINK_CHATBOT', 'javascript:alert(1)'],
  ])('rejects %s=%s', (key, value) => {
    expect(envErrorOf({ [key]: value }).problems).toEqual([expect.stringMatching(new RegExp(`^${key}: `))]);
  });
});

describe('OAUTH_PROVIDERS', () => {
  it('offers both providers by default, a chosen list in order, or none', () => {
    expect(parseEnv({}).oauthProviders).toEqual(['vkontakte', 'google']);
    expect(parseEnv({ OAUTH_PROVIDERS: ' google , vkontakte,google' }).oauthProviders).toEqual(['google', 'vkontakte']);
    expect(parseEnv({ OAUTH_PROVIDERS: '' }).oauthProviders).toEqual([]);
    expect(envErrorOf({ OAUTH_PROVIDERS: 'facebook' }).problems[0]).toMatch(/^OAUTH_PROVIDERS/);
  });
});

describe('payment widget settings', () => {
  it('default to the reference backend’s local test widget on the browser’s API origin', () => {
    expect(parseEnv({ API_ORIGIN: 'https://api.example.com' }).payment).toEqual({
      widgetUrl: 'https://api.example.com/dev/payments/widget.js',
      widgetScriptSource: 'https://api.example.com/dev/payments/widget.js',
      widgetOrigins: ['https://api.example.com'],
    });
  });

  it('name the real provider’s script and the origins it frames and calls', () => {
    const env = parseEnv({
      PAYMENT_WIDGET_URL: 'https://widget.cloudpayments.ru/bundles/cloudpayments.js',
      PAYMENT_WIDGET_ORIGINS: 'https://widget.cloudpayments.ru, https://*.cloudpayments.ru',
    });
    expect(env.payment).toEqual({
      widgetUrl: 'https://widget.cloudpayments.ru/bundles/cloudpayments.js',
      widgetScriptSource: 'https://widget.cloudpayments.ru/bundles/cloudpayments.js',
      widgetOrigins: ['https://widget.cloudpayments.ru', 'https://*.cloudpayments.ru'],
    });
  });

  it('refuse something that is not an origin', () => {
    expect(envErrorOf({ PAYMENT_WIDGET_ORIGINS: 'https://x.example/path' }).problems.join()).toMatch(/PAYMENT_WIDGET_ORIGINS/);
  });
});

describe('CSP_SCRIPT_ORIGINS', () => {
  it('allows no third-party script origin by default, and the configured origins otherwise', () => {
    expect(parseEnv({}).scriptOrigins).toEqual([]);
    expect(parseEnv({ CSP_SCRIPT_ORIGINS: ' https://Widget.Pay.example , https://*.stats.example:8443,https://widget.pay.example' }).scriptOrigins).toEqual([
      'https://widget.pay.example',
      'https://*.stats.example:8443',
    ]);
  });

  it.each(['https://widget.example.com/loader.js', "'unsafe-inline'", 'https://a.example; script-src *', 'javascript:alert(1)', '*'])(
    'rejects %s, which is not an origin',
    (value) => {
      expect(envErrorOf({ CSP_SCRIPT_ORIGINS: value }).problems).toEqual([expect.stringMatching(/^CSP_SCRIPT_ORIGINS\.0: /)]);
    },
  );
});

describe('third-party scripts', () => {
  it('configures none by default: nothing to load, nothing added to the policy', () => {
    const { thirdParty } = parseEnv({});
    expect(thirdParty.scripts).toEqual({ analytics: null, socialApi: null, chatWidget: null });
    expect(thirdParty.scriptSources).toEqual([]);
    expect(thirdParty.origins).toEqual([]);
  });

  it('allows exactly the configured scripts, and their origins plus THIRD_PARTY_ORIGINS for calls and frames', () => {
    const { thirdParty } = parseEnv({
      ANALYTICS_SCRIPT_URL: 'https://mc.yandex.ru/metrika/tag.js',
      ANALYTICS_COUNTER_ID: '123456',
      SOCIAL_API_SCRIPT_URL: 'https://vk.com/js/api/openapi.js?169',
      SOCIAL_API_APP_ID: '7654321',
      CHAT_WIDGET_SCRIPT_URL: 'https://code.jivosite.com/widget/abc',
      THIRD_PARTY_ORIGINS: 'https://*.jivosite.com, wss://*.jivosite.com',
    });
    expect(thirdParty.scripts).toEqual({
      analytics: { src: 'https://mc.yandex.ru/metrika/tag.js', counterId: 123456 },
      socialApi: { src: 'https://vk.com/js/api/openapi.js?169', appId: 7654321 },
      chatWidget: { src: 'https://code.jivosite.com/widget/abc' },
    });
    expect(thirdParty.scriptSources).toEqual([
      'https://mc.yandex.ru/metrika/tag.js',
      'https://vk.com/js/api/openapi.js',
      'https://code.jivosite.com/widget/abc',
    ]);
    expect(thirdParty.origins).toEqual([
      'https://mc.yandex.ru',
      'https://vk.com',
      'https://code.jivosite.com',
      'https://*.jivosite.com',
      'wss://*.jivosite.com',
    ]);
  });

  it('refuses a script without the id it starts with, and origins with a path', () => {
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return [];
      } catch (error) {
        return (error as EnvError).problems.map((p) => p.split(/[.:]/)[0]);
      }
    };
    expect(problems({ ANALYTICS_SCRIPT_URL: 'https://mc.yandex.ru/metrika/tag.js' })).toEqual(['ANALYTICS_COUNTER_ID']);
    expect(problems({ SOCIAL_API_SCRIPT_URL: 'https://vk.com/js/api/openapi.js', SOCIAL_API_APP_ID: 'abc' })).toEqual(['SOCIAL_API_APP_ID']);
    expect(problems({ THIRD_PARTY_ORIGINS: 'https://chat.example.com/path' })).toEqual(['THIRD_PARTY_ORIGINS']);
  });
});

describe('shell links and documents', () => {
  it('has the live link by default and no test game until one is configured', () => {
    const env = parseEnv({});
    expect(env.links.live).toBe('https://live.example.com');
    expect(env.testGameUrl).toBeUndefined();
    expect(parseEnv({ LINK_TEST_GAME: 'https://test.example.com/game' }).testGameUrl).toBe('https://test.example.com/game');
    expect(envErrorOf({ LINK_LIVE: 'javascript:alert(1)' }).problems[0]).toMatch(/^LINK_LIVE/);
  });

  it('reads document addresses as {name}-{locale}=url entries, and rejects anything else', () => {
    expect(parseEnv({}).documentUrls).toEqual({});
    expect(parseEnv({ DOCUMENT_URLS: ' rules-ru=https://cdn.example.com/rules.pdf?v=2 , faq-ru=https://cdn.example.com/faq.pdf' }).documentUrls).toEqual({
      'rules-ru': 'https://cdn.example.com/rules.pdf?v=2',
      'faq-ru': 'https://cdn.example.com/faq.pdf',
    });
    expect(envErrorOf({ DOCUMENT_URLS: 'rules-de=https://cdn.example.com/rules.pdf' }).problems[0]).toMatch(/^DOCUMENT_URLS/);
    expect(envErrorOf({ DOCUMENT_URLS: 'faq-ru=javascript:alert(1)' }).problems[0]).toMatch(/^DOCUMENT_URLS/);
  });
});
