import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { backendUrl } from './accounts-kit';

/**
 * Every HTML response vouches for each script it carries, and for nothing else: a page rendered per request by its
 * nonce, the stored copy of the anonymous home page by the sha256 hashes of that copy's inline scripts. The real
 * check is the body: Chromium's HTML parser (DOMParser, which runs nothing) reads each script out of the response,
 * and its text is hashed here, independently of the server.
 */

/** Pages rendered per request (a nonce), with their status. */
const renderedPages: [path: string, status: number][] = [
  ['/game', 200],
  ['/expert/login', 200],
  ['/reg/1', 200],
  ['/private', 200],
  ['/promocodes', 200],
  ['/share', 200],
  ['/password/reset/x', 200],
  ['/mail-auth/x', 200],
  ['/?type=family', 200],
  ['/en/private', 200],
  ['/fr/expert/login', 200],
  ['/no-such-page', 404],
  ['/en/no-such-page', 404],
  ['/de', 404],
  ['/monitoring', 404],
  ['/private/999', 404],
  ['/game/abc', 404],
];
/** The anonymous home page: the proxy's stored copy of each language. */
const cachedPages = ['/', '/en', '/fr', '/?utm_source=x'];

interface Policy {
  raw: string;
  scriptSrc: string[];
  nonce: string | null;
  hashes: Set<string>;
}

function policyOf(response: APIResponse): Policy {
  const raw = response.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    raw
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
  // Without script-src the browser falls back to default-src.
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
  // Directives that would loosen script-src for some scripts are not used at all.
  expect(directives.has('script-src-elem') || directives.has('script-src-attr'), raw).toBe(false);
  const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice(7, -1));
  expect(nonces.length, raw).toBeLessThanOrEqual(1);
  return { raw, scriptSrc, nonce: nonces[0] ?? null, hashes: new Set(scriptSrc.filter((s) => s.startsWith("'sha256-"))) };
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface ParsedDocument {
  scripts: { src: string | null; nonce: string | null; text: string }[];
  /** Inline event handler attributes and javascript: links, which no policy here allows. */
  inlineHandlers: string[];
}

/** What a browser's HTML parser reads in the body, without running any of it. */
const parseInBrowser = (page: Page, html: string, url: string): Promise<ParsedDocument> =>
  page.evaluate(
    ([source, base]) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const scripts = [...document.querySelectorAll('script')].map((script) => ({
        src: script.hasAttribute('src') ? new URL(script.getAttribute('src')!, base).href : null,
        nonce: script.getAttribute('nonce'),
        text: script.text,
      }));
      const inlineHandlers = [...document.querySelectorAll('*')].flatMap((element) => [
        ...element.getAttributeNames().filter((name) => name.startsWith('on')).map((name) => `<${element.localName} ${name}>`),
        ...(/^\s*javascript:/i.test(element.getAttribute('href') ?? '') ? [`<${element.localName} href=javascript:>`] : []),
      ]);
      return { scripts, inlineHandlers };
    },
    [html, url] as const,
  );

/** The response carries a strict policy and every script in its body is one the policy allows. */
async function expectScriptsVouchedFor(page: Page, response: APIResponse, path: string) {
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  const policy = policyOf(response);
  expect(policy.raw, `${path} has a Content-Security-Policy`).toContain('script-src');
  for (const loose of ["'unsafe-inline'", "'unsafe-hashes'", '*', 'http:', 'https:', 'data:', 'blob:']) {
    expect(policy.scriptSrc, `${path}: ${policy.raw}`).not.toContain(loose);
  }
  expect(policy.raw).toContain("frame-ancestors 'none'");
  expect(policy.raw).toContain("object-src 'none'");

  const parsed = await parseInBrowser(page, await response.text(), response.url());
  expect(parsed.scripts.length, path).toBeGreaterThan(0);
  let inline = 0;
  for (const script of parsed.scripts) {
    if (script.src !== null) {
      // External scripts load from our own origin ('self'), or from an origin the policy names.
      const origin = new URL(script.src).origin;
      expect(origin === new URL(response.url()).origin || policy.scriptSrc.includes(origin), `${path}: ${script.src}`).toBe(true);
      continue;
    }
    if (script.text === '') continue;
    inline += 1;
    const byNonce = policy.nonce !== null && script.nonce === policy.nonce;
    const byHash = policy.hashes.has(sha256Source(script.text));
    expect(byNonce || byHash, `${path}: inline script not allowed by ${policy.scriptSrc.join(' ')}: ${script.text.slice(0, 120)}`).toBe(true);
  }
  expect(inline, path).toBeGreaterThan(0);
  // Inline event handlers and javascript: links would be blocked (no 'unsafe-hashes'): none are sent.
  expect(parsed.inlineHandlers, path).toEqual([]);
  return policy;
}

/** A request context that carries a session cookie of the seeded demo account. */
async function signedIn(
  { playwright, request, baseURL }: { playwright: PlaywrightWorkerArgs['playwright']; request: APIRequestContext; baseURL: string },
  account: { cookie: string; email: string; loginPath: string },
) {
  const login = await request.post(`${backendUrl}${account.loginPath}`, { data: { email: account.email, password: 'demo12345' } });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${account.cookie}=${access_token}` } });
}

const player = { cookie: 'auth_token', email: 'player@quiz.test', loginPath: '/api/base/login' };
const expert = { cookie: 'expert_token', email: 'expert@quiz.test', loginPath: '/api/iam/v1/auth/login' };

test.describe('Content-Security-Policy of every HTML response', () => {
  test('the anonymous home page is served from its stored copy with the hashes of that copy’s scripts', async ({ request, page }) => {
    for (const path of cachedPages) {
      // The first load of a language after a start may wait for the copy (MISS); the next ones come from memory.
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const firstPolicy = await expectScriptsVouchedFor(page, first, path);
      expect(first.headers()['x-landing-cache'], path).toMatch(/^(HIT|STALE|MISS)$/);
      expect(firstPolicy.nonce, path).toBeNull();

      const second = await request.get(path);
      expect(second.headers()['x-landing-cache'], path).toMatch(/^(HIT|STALE)$/);
      const policy = await expectScriptsVouchedFor(page, second, path);
      expect(policy.hashes.size, path).toBeGreaterThan(0);
      expect(policy.nonce, path).toBeNull();
    }
  });

  test('pages rendered per request carry a nonce that is on each of their scripts', async ({ request, playwright, page, baseURL }) => {
    const nonces = new Set<string>();
    for (const [path, status] of renderedPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const policy = await expectScriptsVouchedFor(page, response, path);
      expect(policy.nonce, path).not.toBeNull();
      nonces.add(policy.nonce!);
    }
    expect(nonces.size).toBe(renderedPages.length);

    // A signed-in visitor's home page is their own, rendered for them.
    const personal = await signedIn({ playwright, request, baseURL: baseURL! }, player);
    const response = await personal.get('/');
    expect(response.headers()['x-landing-cache']).toBeUndefined();
    expect((await expectScriptsVouchedFor(page, response, '/ (signed in)')).nonce).not.toBeNull();
    await personal.dispose();
  });

  test('an address of a missing file is a plain 404 without markup, not a page without a policy', async ({ request }) => {
    for (const path of ['/no-such-file.png', '/images/missing.svg', '/docs/missing.pdf', '/_next/static/chunks/missing.js', '/_next/missing', '/en/missing.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toMatch(/html/);
      expect(await response.text(), path).not.toContain('<script');
    }
    // Files that exist are still served as they are.
    expect((await request.get('/favicon.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await request.get('/i18n/ru/auth.json')).status()).toBe(200);
  });

  test('redirects allow no inline script either', async ({ request }) => {
    for (const path of ['/ru', '/expert', '/en/landing']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      const { scriptSrc } = policyOf(response);
      expect(scriptSrc, path).toEqual(["'self'"]);
    }
  });
});

test.describe('pages that mean “not found” answer 404', () => {
  test('unknown games, private games and registrations, for visitors and signed-in players', async ({ request, playwright, baseURL }) => {
    for (const path of ['/game/abc', '/game/0', '/game/1/2', '/private/999', '/private/abc', '/en/private/7', '/reg/abc', '/reg/0']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // Signed out, a numbered game screen cannot be judged: it asks to log in.
    expect((await request.get('/game/999999')).status()).toBe(200);

    const asPlayer = await signedIn({ playwright, request, baseURL: baseURL! }, player);
    expect((await asPlayer.get('/game/999999')).status()).toBe(404);
    expect((await asPlayer.get('/en/game/999999')).status()).toBe(404);
    await asPlayer.dispose();

    const asExpert = await signedIn({ playwright, request, baseURL: baseURL! }, expert);
    expect((await asExpert.get('/expert/abc')).status()).toBe(404);
    expect((await asExpert.get('/expert/999999')).status()).toBe(404);
    await asExpert.dispose();
  });

  test('an unknown game screen says so in the browser, in the game’s words', async ({ page }) => {
    const response = await page.goto('/game/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('game-notFound')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'К расписанию игр' })).toHaveAttribute('href', '/');
  });
});

test.describe('in Chromium', () => {
  interface Watch {
    /** Policy violations and console errors since the last check. */
    problems: string[];
    /** Every violation, as the browser reported it. */
    violations: { directive: string; blocked: string }[];
    /** While the policy is probed (until the next document): what it refuses then is expected. */
    probing: boolean;
  }

  /** Listens for policy violations (on every document the page loads) and console errors. */
  async function watch(page: Page): Promise<Watch> {
    const watched: Watch = { problems: [], violations: [], probing: false };
    await page.exposeFunction('reportPolicyViolation', (directive: string, blocked: string, at: string, sample: string) => {
      watched.violations.push({ directive, blocked });
      if (!watched.probing) watched.problems.push(`${directive} blocked ${blocked || 'inline'} at ${at}: ${sample}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportPolicyViolation: (...args: string[]) => void }).reportPolicyViolation;
        void report(event.violatedDirective, event.blockedURI, event.documentURI, event.sample);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !watched.probing) watched.problems.push(`console: ${message.text()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) watched.probing = false;
    });
    page.on('pageerror', (error) => watched.problems.push(`page error: ${error.message}`));
    return watched;
  }

  /**
   * Nothing was blocked or failed so far; then the document's policy refuses what it does not vouch for: an inline
   * script without its nonce or hash, and a script from an origin it does not name (here the API's).
   */
  async function expectCleanAndStrict(page: Page, watched: Watch, where: string) {
    expect(watched.problems, where).toEqual([]);
    watched.probing = true;
    watched.violations.length = 0;
    const foreign = `${backendUrl}/health?csp-probe`;
    const ran = await page.evaluate(async (src) => {
      const probe = window as unknown as { cspProbe?: boolean };
      const inline = document.createElement('script');
      inline.textContent = 'window.cspProbe = true';
      document.body.append(inline);
      const external = document.createElement('script');
      external.src = src;
      await new Promise((resolve) => {
        external.addEventListener('load', resolve);
        external.addEventListener('error', resolve);
        document.body.append(external);
      });
      return probe.cspProbe === true;
    }, foreign);
    expect(ran, `${where}: an inline script without nonce or hash ran`).toBe(false);
    await expect
      .poll(() => watched.violations.some((v) => v.directive.startsWith('script-src') && v.blocked.startsWith(backendUrl)), {
        message: `${where}: a script from ${backendUrl} was not refused`,
      })
      .toBe(true);
  }

  const dialogFromHeader = async (page: Page, logIn: string) => {
    await page.getByRole('banner').getByRole('button', { name: logIn, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  };

  test('the cached home page runs every script it needs and nothing is blocked, on a first and a second load', async ({ page }) => {
    const watched = await watch(page);
    // Russian first: a page load of /en or /fr is remembered, and / then sends this browser there.
    for (const [path, logIn] of [['/', 'Войти'], ['/?utm_source=x', 'Войти'], ['/en', 'Log in'], ['/fr', 'Se connecter']] as const) {
      for (const load of [1, 2]) {
        const response = await page.goto(path);
        // From the stored copy (the first load of a language after a start may have waited for it).
        expect(response?.headers()['x-landing-cache'], `${path} #${load}`).toMatch(/^(HIT|STALE|MISS)$/);
        // Hydrated: the header's login opens its dialog (code loaded on demand from our own origin).
        await dialogFromHeader(page, logIn);
        await expectCleanAndStrict(page, watched, `${path} #${load}`);
      }
      if (path !== '/') continue;

      // A client-side navigation keeps the home page's policy: the next page and its lazily loaded code run under it.
      await page.goto('/');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByTestId('game-card').getByRole('link', { name: /^Зарегистрироваться/ }).first().click();
      await expect(page).toHaveURL(/\/reg\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Регистрация на игру №\d+$/);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await dialogFromHeader(page, 'Войти');
      await expectCleanAndStrict(page, watched, '/ then /reg');
    }
  });

  test('pages rendered per request and the 404 page run under their nonce with nothing blocked', async ({ page }) => {
    const watched = await watch(page);

    await page.goto('/game');
    await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
    await expectCleanAndStrict(page, watched, '/game');

    await page.goto('/expert/login');
    // Hydrated: the form puts the focus on its first field and checks it in the browser.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').press('Enter');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectCleanAndStrict(page, watched, '/expert/login');

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    // The browser reports the document's own 404 status as a console error: that one is expected.
    watched.problems = watched.problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p));
    // The 404 body is written by the page's scripts (see the README's known limitations): it shows once they ran.
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Страница не найдена.')).toBeVisible();
    await expectCleanAndStrict(page, watched, '/no-such-page');
  });
});
