import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { backendUrl, DEMO_PASSWORD, demoAccounts } from './fixtures';
import { demoPrivateGame } from './support/private-games';
import { expectScriptsVouchedFor, policyOf } from './support/script-policy';

/**
 * Every HTML response vouches for each script it carries, and for nothing else: a page rendered per request by its
 * nonce, the stored copy of the anonymous home page by the sha256 hashes of that copy's inline scripts. The real
 * check is the body (e2e/support/script-policy.ts); in Chromium, nothing the pages need is blocked and what they do
 * not vouch for is.
 */

/** Pages rendered per request (a nonce), with their status. */
const renderedPages: [path: string, status: number][] = [
  ['/game', 200],
  // A registration address under a filtered list, and a game that does not exist.
  ['/reg/1?type=family', 200],
  ['/reg/99999', 404],
  ['/private', 200],
  ['/promocodes', 200],
  ['/promocodes/2', 200],
  ['/promocodes/2?purchase=1', 200],
  ['/en/promocodes/999', 200],
  ['/fr/promocodes/abc', 200],
  ['/share', 200],
  ['/share?game=1', 200],
  ['/share?invite=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 200],
  ['/en/share?invite=x', 200],
  ['/cabinet', 200],
  ['/password/reset/x', 200],
  ['/mail-auth/x', 200],
  ['/?type=family', 200],
  ['/en/private', 200],
  ['/no-such-page', 404],
  ['/en/no-such-page', 404],
  ['/de', 404],
  ['/monitoring', 404],
  ['/private/999', 404],
  ['/game/abc', 404],
  ['/en/cabinet', 404],
];
/**
 * The anonymous home page: the proxy's stored copy of each language; a registration address is the same copy. The
 * expert login is a stored page too (lib/routing/stored-pages.ts).
 */
const cachedPages = ['/', '/en', '/fr', '/?utm_source=x', '/reg/1', '/en/reg/5', '/expert/login', '/fr/expert/login'];

/** A request context that carries a session cookie of the seeded demo account. */
async function signedIn(
  { playwright, request, baseURL }: { playwright: PlaywrightWorkerArgs['playwright']; request: APIRequestContext; baseURL: string },
  account: { cookie: string; email: string; loginPath: string },
) {
  const login = await request.post(`${backendUrl}${account.loginPath}`, { data: { email: account.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${account.cookie}=${access_token}` } });
}

const htmlText = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the page's subscription form (the form with a consent that a Server Action sends), as the browser posts them. */
async function subscriptionFormFields(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map(([markup]) => markup)
    .find((markup) => markup.includes('name="$ACTION_') && markup.includes('name="consent"'));
  expect(form, `${path} has the subscription form`).toBeDefined();
  return Object.fromEntries(
    [...form!.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [htmlText(name!), htmlText(value ?? '')]),
  );
}

const player = { cookie: 'auth_token', email: demoAccounts.player, loginPath: '/api/base/login' };
const expert = { cookie: 'expert_token', email: demoAccounts.expert, loginPath: '/api/iam/v1/auth/login' };

test.describe('Content-Security-Policy of every HTML response', () => {
  test('the anonymous home page is served from its stored copy with the hashes of that copy’s scripts', async ({ request, page }) => {
    for (const path of cachedPages) {
      // The first load of a language after a start may wait for the copy (MISS); the next ones come from memory.
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const firstPolicy = await expectScriptsVouchedFor(page, first, path);
      expect(first.headers()['x-landing-cache'], path).toMatch(/^(HIT|STALE|EXPIRED|MISS)$/);
      expect(firstPolicy.nonce, path).toBeNull();

      const second = await request.get(path);
      expect(second.headers()['x-landing-cache'], path).toMatch(/^(HIT|STALE|EXPIRED)$/);
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

    // A private game's page: without its invite link (the "by invitation" state), with it, and for its organiser.
    const demo = await demoPrivateGame();
    const privatePages = [`/private/${demo.id}`, `/private/${demo.id}?invite=${demo.token}`, `/fr/private/${demo.id}?invite=${demo.token}`];
    for (const path of privatePages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect((await expectScriptsVouchedFor(page, response, path)).nonce, path).not.toBeNull();
    }
    const organiser = await signedIn({ playwright, request, baseURL: baseURL! }, player);
    for (const path of ['/private', `/private/${demo.id}`, `/en/private/${demo.id}`]) {
      const response = await organiser.get(path);
      expect(response.status(), path).toBe(200);
      expect((await expectScriptsVouchedFor(page, response, path)).nonce, path).not.toBeNull();
    }
    await organiser.dispose();

    // A signed-in visitor's home page is the members' stored copy (their own parts come from the browser), vouched
    // for by its hashes like the guests' copy; a filtered list is rendered for them, with a nonce.
    const personal = await signedIn({ playwright, request, baseURL: baseURL! }, player);
    for (const path of ['/', '/en', '/fr', '/reg/1']) {
      const response = await personal.get(path);
      expect(response.headers()['x-landing-cache'], `${path} (signed in)`).toMatch(/^(HIT|STALE|EXPIRED|MISS)$/);
      const policy = await expectScriptsVouchedFor(page, response, `${path} (signed in)`);
      expect(policy.nonce, `${path} (signed in)`).toBeNull();
      expect(policy.hashes.size, `${path} (signed in)`).toBeGreaterThan(0);
    }
    const filtered = await personal.get('/?type=family');
    expect(filtered.headers()['x-landing-cache']).toBeUndefined();
    expect((await expectScriptsVouchedFor(page, filtered, '/?type=family (signed in)')).nonce).not.toBeNull();
    await personal.dispose();
  });

  test('a form’s POST (the subscription form sent by the browser, without JavaScript) is rendered with a nonce', async ({ request, page, baseURL }) => {
    const nonces = new Set<string>();
    for (const [path, error] of [
      ['/', 'Введите имя'],
      ['/en', 'Enter your name'],
      ['/fr', 'Saisissez votre nom'],
      ['/private', 'Введите имя'],
    ] as const) {
      const response = await request.post(path, {
        multipart: { ...(await subscriptionFormFields(request, path)), name: '', email: '', city: '' },
        headers: { origin: baseURL! },
      });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-landing-cache'], path).toBeUndefined();
      const policy = await expectScriptsVouchedFor(page, response, `POST ${path}`);
      expect(policy.nonce, path).not.toBeNull();
      nonces.add(policy.nonce!);
      // The page the action's result was rendered into: the form's own messages, in the page's language.
      expect(await response.text(), path).toContain(error);
    }
    expect(nonces.size).toBe(4);
  });

  test('an address of a missing file is a plain 404 without markup, not a page without a policy', async ({ request }) => {
    for (const path of [
      '/no-such-file.png',
      '/images/missing.svg',
      '/docs/missing.pdf',
      '/_next/static/chunks/missing.js',
      '/_next/missing',
      '/en/missing.txt',
    ]) {
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
    for (const path of ['/ru', '/expert', '/en/landing', '/expert/stored-login']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      const { scriptSrc } = policyOf(response);
      // Our origin and the configured third-party scripts by their exact addresses (the payment widget's, and the
      // analytics counter the suite configures): no inline one.
      expect(scriptSrc, path).toEqual(["'self'", `${backendUrl}/dev/payments/widget.js`, `${backendUrl}/dev/third-party/analytics.js`]);
    }
  });
});

test.describe('pages that mean “not found” answer 404', () => {
  test('unknown games, private games and registrations, for visitors and signed-in players', async ({ request, playwright, baseURL }) => {
    for (const path of [
      '/game/abc',
      '/game/0',
      '/game/1/2',
      '/private/999',
      '/private/abc',
      '/private/0',
      '/fr/private/999999',
      '/en/private/7',
      '/reg/abc',
      '/reg/0',
    ]) {
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
    /** Policy violations and console errors, other than the probes' own (see expectCleanAndStrict). */
    problems: string[];
    /** The violations the probes caused, as the browser reported them. */
    probeViolations: { directive: string; blocked: string }[];
  }

  /** The probes' inline script; the browser names its hash when it refuses it. */
  const PROBE_SCRIPT = 'window.cspProbe = true';
  const PROBE_HASH = createHash('sha256').update(PROBE_SCRIPT).digest('base64');
  /** A script of an origin no policy names: the API's. */
  const PROBE_SRC = `${backendUrl}/health?csp-probe`;

  /** Listens for policy violations (on every document the page loads) and console errors. */
  async function watch(page: Page): Promise<Watch> {
    const watched: Watch = { problems: [], probeViolations: [] };
    await page.exposeFunction('reportPolicyViolation', (probe: boolean, directive: string, blocked: string, at: string, sample: string) => {
      if (probe) watched.probeViolations.push({ directive, blocked });
      else watched.problems.push(`${directive} blocked ${blocked || 'inline'} at ${at}: ${sample}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportPolicyViolation: (...args: unknown[]) => void }).reportPolicyViolation;
        // Once a document is probed, what it refuses is the probes' (the tests probe a document last).
        const probe = (window as unknown as { cspProbing?: boolean }).cspProbing === true;
        void report(probe, event.violatedDirective, event.blockedURI, event.documentURI, event.sample);
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !text.includes(PROBE_HASH) && !text.includes(PROBE_SRC)) watched.problems.push(`console: ${text}`);
    });
    page.on('pageerror', (error) => watched.problems.push(`page error: ${error.message}`));
    return watched;
  }

  /**
   * Nothing was blocked or failed so far; then the document's policy refuses what it does not vouch for: an inline
   * script without its nonce or hash, and a script from an origin it does not name.
   */
  async function expectCleanAndStrict(page: Page, watched: Watch, where: string) {
    expect(watched.problems, where).toEqual([]);
    watched.probeViolations.length = 0;
    const ran = await page.evaluate(
      async ([text, src]) => {
        (window as unknown as { cspProbing: boolean }).cspProbing = true;
        const inline = document.createElement('script');
        inline.textContent = text;
        document.body.append(inline);
        const external = document.createElement('script');
        external.src = src;
        await new Promise((resolve) => {
          external.addEventListener('load', resolve);
          external.addEventListener('error', resolve);
          document.body.append(external);
        });
        return (window as unknown as { cspProbe?: boolean }).cspProbe === true;
      },
      [PROBE_SCRIPT, PROBE_SRC] as const,
    );
    expect(ran, `${where}: an inline script without nonce or hash ran`).toBe(false);
    await expect
      .poll(() => watched.probeViolations.some((v) => v.directive.startsWith('script-src') && v.blocked === PROBE_SRC), {
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
    for (const [path, logIn] of [
      ['/', 'Войти'],
      ['/?utm_source=x', 'Войти'],
      ['/en', 'Log in'],
      ['/fr', 'Se connecter'],
    ] as const) {
      for (const load of [1, 2]) {
        const response = await page.goto(path);
        // From the stored copy (the first load of a language after a start may have waited for it).
        expect(response?.headers()['x-landing-cache'], `${path} #${load}`).toMatch(/^(HIT|STALE|EXPIRED|MISS)$/);
        // Hydrated: the header's login opens its dialog (code loaded on demand from our own origin).
        await dialogFromHeader(page, logIn);
        await expectCleanAndStrict(page, watched, `${path} #${load}`);
      }
      if (path !== '/') continue;

      // A client-side navigation keeps the home page's policy: the next page and its lazily loaded code run under it.
      await page.goto('/');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page
        .getByTestId('game-card')
        .getByRole('link', { name: /^Зарегистрироваться/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/reg\/\d+$/);
      // Russian registration requires an account: the login dialog opens by itself over the home page.
      await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // Closing a modal on /reg/… goes back home (the spec's rule), still in the same document.
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expectCleanAndStrict(page, watched, '/ then /reg');
    }
  });

  test('the members’ stored home page fills in the user and their games under its hashes, nothing blocked', async ({ page, baseURL }) => {
    const watched = await watch(page);
    const login = await page.request.post(`${backendUrl}/api/base/login`, { data: { email: demoAccounts.player, password: DEMO_PASSWORD } });
    const { access_token, refresh_token } = (await login.json()) as { access_token: string; refresh_token: string };
    const origin = new URL(baseURL!).origin;
    await page.context().addCookies([
      { name: 'auth_token', value: access_token, url: origin },
      { name: 'auth_refresh', value: refresh_token, url: origin },
    ]);
    for (const [path, registered, menu] of [
      ['/', 'Вы участвуете', /Профиль:/],
      ['/en', 'You are registered', /Profile:/],
      // The demo player plays no French game: the French list has nothing of theirs to show.
      ['/fr', null, /Profil :/],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.headers()['x-landing-cache'], path).toMatch(/^(HIT|STALE|EXPIRED|MISS)$/);
      // The copy holds the avatar's place; the browser reads the user and the player's own cards.
      await expect(page.getByRole('banner').getByRole('button', { name: menu }), path).toBeVisible();
      if (registered) await expect(page.getByTestId('game-card').filter({ hasText: registered }).first(), path).toBeVisible();
      await expectCleanAndStrict(page, watched, `${path} (signed in)`);
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
