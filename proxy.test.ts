// @vitest-environment node
import { createHash } from 'node:crypto';
import { delay, http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { setupMswServer } from '@/tests/msw';
import proxy from './proxy';

/**
 * The proxy's policies, with its copy of the home page fetched over HTTP from the (fake) landing page. The copies
 * live for the whole file, one per language, so each language plays one part: ru the first visitors after a start,
 * fr a start while the API is down, en the client router's requests.
 */
const WIDGET = 'https://widget.pay.test';
vi.stubEnv('CSP_SCRIPT_ORIGINS', WIDGET);
/** The payment widget's script (registration), allowed by its exact address: the default, on the API's origin. */
const WIDGET_SCRIPT = 'http://api.test/dev/payments/widget.js';

const SITE = 'http://127.0.0.1:3000';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"b\\":\\"build\\"}\\n"])';
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const landingHtml = [
  '<!DOCTYPE html><html lang="ru"><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>',
  '<main>Игры</main>',
  `<script>${BOOTSTRAP}</script><script>${PAYLOAD}</script>`,
  '</body></html>',
].join('');
/** Hash sources computed here from the literal texts, not by the code under test. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const landingLoads: string[] = [];
/** Games whose registration the proxy asked the API about (GET games/{id}/registration, without a session). */
const registrationChecks: string[] = [];
setupMswServer(
  http.get('http://api.test/api/base/main/games/:id/registration', ({ params, request }) => {
    registrationChecks.push(String(params.id));
    expect(request.headers.get('authorization')).toBeNull();
    return params.id === '404' ? HttpResponse.json({ message: 'Not found' }, { status: 404 }) : HttpResponse.json({ data: {} });
  }),
  http.get(`${SITE}/:locale/expert/stored-login`, ({ request }) => {
    expect(request.headers.get('x-landing-copy')).toBeTruthy();
    return new HttpResponse(landingHtml.replace('Игры', 'Вход для ведущих'), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
  http.get(`${SITE}/:locale/landing`, async ({ params, request }) => {
    landingLoads.push(String(params.locale));
    expect(request.headers.get('x-landing-copy')).toBeTruthy();
    if (params.locale === 'fr') return new HttpResponse('API down', { status: 500, headers: { 'content-type': 'text/html' } });
    await delay(50);
    return new HttpResponse(landingHtml, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
);

const page = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { 'sec-fetch-dest': 'document', 'accept-language': 'ru', ...headers } });

const scriptSrc = (response: Response) => {
  const policy = response.headers.get('content-security-policy') ?? '';
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
};

describe('proxy: Content-Security-Policy', () => {
  it('makes the first visitors after a start wait for the copy, served with the hashes of its own inline scripts', async () => {
    const [first, second] = await Promise.all([proxy(page('/')), proxy(page('/?utm_source=x'))]);
    expect(landingLoads).toEqual(['ru']);
    for (const response of [first, second]) {
      expect(response.headers.get('x-landing-cache')).toBe('MISS');
      expect(await response.text()).toBe(landingHtml);
      expect(scriptSrc(response)).toEqual(["'self'", sha256(BOOTSTRAP), sha256(PAYLOAD), WIDGET, WIDGET_SCRIPT]);
    }

    const later = await proxy(page('/'));
    expect(later.headers.get('x-landing-cache')).toBe('HIT');
    expect(later.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('serves a copy up to 30 s old while it is refreshed, and makes the visitor of an older one wait for the new render', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const state = async () => (await proxy(page('/'))).headers.get('x-landing-cache');
      await vi.waitFor(async () => expect(await state()).toBe('HIT'));
      const loads = landingLoads.length;

      vi.setSystemTime(Date.now() + 20_000);
      expect(await state()).toBe('STALE');
      await vi.waitFor(async () => expect(await state()).toBe('HIT'));
      expect(landingLoads.length).toBe(loads + 1);

      // A quiet page: the list in a copy this old would be refetched by the browser, so the server's new render goes.
      vi.setSystemTime(Date.now() + 31_000);
      const expired = await proxy(page('/'));
      expect(expired.headers.get('x-landing-cache')).toBe('EXPIRED');
      expect(await expired.text()).toBe(landingHtml);
      expect(landingLoads.length).toBe(loads + 2);
      expect(await state()).toBe('HIT');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the home page per request, with a nonce, when no copy can be had', async () => {
    const response = await proxy(page('/fr'));
    expect(landingLoads).toContain('fr');
    expect(response.headers.get('x-landing-cache')).toBeNull();
    // On to the home page's own route, rendered for this request with the nonce it is told.
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeTruthy();
    const nonce = response.headers.get('x-middleware-request-x-nonce');
    expect(scriptSrc(response)).toEqual(["'self'", `'nonce-${nonce}'`, WIDGET, WIDGET_SCRIPT]);
  });

  it("sends the client router's requests to the page the copy is taken from, with a policy that allows no inline script", async () => {
    const response = await proxy(page('/en?_rsc=1x2y', { 'sec-fetch-dest': 'empty' }));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/landing?_rsc=1x2y');
    expect(scriptSrc(response)).toEqual(["'self'", WIDGET, WIDGET_SCRIPT]);
  });

  it("renders a form's POST to the home page for its request, with a nonce (the newsletter form without JavaScript)", async () => {
    const post = (path: string, headers: Record<string, string> = {}) =>
      new NextRequest(`http://localhost:3000${path}`, {
        method: 'POST',
        headers: { 'sec-fetch-dest': 'document', 'accept-language': 'ru', 'content-type': 'multipart/form-data; boundary=x', ...headers },
        body: '--x--',
      });
    const loadsBefore = landingLoads.length;
    for (const request of [
      post('/'),
      post('/en'),
      post('/fr'),
      post('/', { cookie: 'auth_token=t' }),
      post('/reg/12'),
      post('/', { 'sec-fetch-dest': 'empty' }),
    ]) {
      const response = await proxy(request);
      expect(response.headers.get('x-landing-cache'), request.url).toBeNull();
      expect(response.headers.get('x-middleware-rewrite') ?? '', request.url).not.toMatch(/landing/);
      const nonce = response.headers.get('x-middleware-request-x-nonce');
      expect(nonce, request.url).toBeTruthy();
      expect(scriptSrc(response), request.url).toEqual(["'self'", `'nonce-${nonce}'`, WIDGET, WIDGET_SCRIPT]);
    }
    // No copy was asked for: a stored page cannot run the form's action.
    expect(landingLoads.length).toBe(loadsBefore);
  });

  it('gives every other page a fresh nonce, and redirects no inline script', async () => {
    const a = scriptSrc(await proxy(page('/private')));
    const b = scriptSrc(await proxy(page('/private')));
    expect(a).toEqual(["'self'", expect.stringMatching(/^'nonce-/), WIDGET, WIDGET_SCRIPT]);
    expect(b[1]).not.toBe(a[1]);

    for (const path of ['/expert', '/ru/share', '/en/landing']) {
      const redirect = await proxy(page(path));
      expect(redirect.headers.get('location'), path).toBeTruthy();
      expect(scriptSrc(redirect), path).toEqual(["'self'", WIDGET, WIDGET_SCRIPT]);
    }
  });

  it('answers a registration address with the stored home page when its game is open to everyone, else renders it', async () => {
    const [open, again] = await Promise.all([proxy(page('/reg/12')), proxy(page('/reg/12/'))]);
    for (const response of [open, again]) {
      expect(response.headers.get('x-landing-cache')).toMatch(/^(HIT|STALE|EXPIRED)$/);
      expect(await response.text()).toBe(landingHtml);
      expect(scriptSrc(response)).toEqual(["'self'", sha256(BOOTSTRAP), sha256(PAYLOAD), WIDGET, WIDGET_SCRIPT]);
    }
    // The client router's requests get the stored page's own payload: a refresh keeps the tree the document has.
    const payload = await proxy(page('/en/reg/12?_rsc=1x', { 'sec-fetch-dest': 'empty' }));
    expect(payload.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/landing?_rsc=1x');
    expect(scriptSrc(payload)).toEqual(["'self'", WIDGET, WIDGET_SCRIPT]);
    const memberPayload = await proxy(page('/reg/12?_rsc=1x', { 'sec-fetch-dest': 'empty', cookie: 'auth_token=t' }));
    expect(memberPayload.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/ru/member-landing?_rsc=1x');
    // A game unknown to visitors (missing, or someone's private game) and a filtered list under the modal are
    // rendered for their request.
    for (const request of [page('/reg/404'), page('/reg/12?type=family')]) {
      const response = await proxy(request);
      expect(response.headers.get('x-landing-cache'), request.url).toBeNull();
      expect(scriptSrc(response)[1], request.url).toMatch(/^'nonce-/);
    }
    // One question per game, shared by the requests in between.
    expect(registrationChecks).toEqual(['12', '404']);
  });

  it('answers the expert login from its stored copy, with the hashes of its scripts, and never shows the copy’s address', async () => {
    const login = await proxy(page('/expert/login'));
    expect(login.headers.get('x-landing-cache')).toMatch(/^(MISS|HIT)$/);
    expect(await login.text()).toContain('Вход для ведущих');
    expect(scriptSrc(login)).toEqual(["'self'", sha256(BOOTSTRAP), sha256(PAYLOAD), WIDGET, WIDGET_SCRIPT]);

    // An expert who is signed in goes on to the games; the client router's request is rendered, with a nonce.
    expect((await proxy(page('/expert/login', { cookie: 'expert_token=t' }))).headers.get('location')).toBe('http://localhost:3000/expert');
    const payload = await proxy(page('/en/expert/login?_rsc=1x', { 'sec-fetch-dest': 'empty' }));
    expect(scriptSrc(payload)[1]).toMatch(/^'nonce-/);
    for (const path of ['/expert/stored-login', '/en/expert/stored-login']) {
      const redirect = await proxy(page(path));
      expect(redirect.headers.get('location'), path).toBe(`http://localhost:3000${path.startsWith('/en') ? '/en' : ''}/expert/login`);
    }
  });

  it("never answers with 'unsafe-inline' scripts", async () => {
    for (const path of ['/', '/en', '/fr', '/?utm_source=x', '/game', '/expert/login', '/de', '/ru', '/en/landing']) {
      const response = await proxy(page(path));
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src /);
      expect(scriptSrc(response), path).not.toContain("'unsafe-inline'");
    }
  });
});
