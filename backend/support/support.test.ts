// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { supportFileField, supportReplySchema, supportRules } from '@/contract/schemas/support';
import type { StoredLetter } from '../mail/outbox';
import { call, createTestBackend, type TestBackend } from '../testing/test-backend';
import { sniffSupportFileType } from './sniff-file-type';

const SUPPORT = '/base/support?site=general';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

interface Part {
  name: string;
  value: string | Blob;
  filename?: string;
}

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    reason: 'payment_doesnt_work',
    comment: 'Оплата не проходит,\nкарта отклонена.',
    email: 'Anna@Example.com',
    name: 'Анна',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));
const file = (index: number, bytes: Uint8Array<ArrayBuffer>, filename: string, type = 'application/octet-stream'): Part => ({
  name: supportFileField(index),
  value: new Blob([bytes], { type }),
  filename,
});

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend({}, { rateLimits: { supportRequestsPerAddress: { limit: 3, windowMs: 60_000 } } });
});

async function send(parts: Part[], headers: Record<string, string> = {}, path = SUPPORT) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, part.value, part.filename);
  }
  const response = await backend.app.request(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': 'en', ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const lettersTo = async (email: string) =>
  ((await call(backend, 'GET', `/dev/mail.json?to=${encodeURIComponent(email)}`)).body as { data: StoredLetter[] }).data;
const stored = async (email: string) =>
  (
    (await call(backend, 'GET', `/dev/support.json?email=${encodeURIComponent(email)}`)).body as {
      data: {
        id: number;
        reason: string;
        name: string;
        comment: string;
        email: string;
        userId: number | null;
        locale: string;
        files: { position: number; type: string; size: number; name: string; url: string }[];
      }[];
    }
  ).data;

describe('sniffSupportFileType', () => {
  it('reads images and PDF from the first bytes, nothing else', () => {
    expect(sniffSupportFileType(PNG)).toBe('image/png');
    expect(sniffSupportFileType(JPEG)).toBe('image/jpeg');
    expect(sniffSupportFileType(GIF)).toBe('image/gif');
    expect(sniffSupportFileType(PDF)).toBe('application/pdf');
    expect(sniffSupportFileType(HTML)).toBeNull();
    expect(sniffSupportFileType(new TextEncoder().encode('%PD'))).toBeNull();
    expect(sniffSupportFileType(new Uint8Array())).toBeNull();
  });
});

describe('POST {legacy}/support', () => {
  it('stores the request with its files typed by their bytes, named by the server, and sends the acknowledgement', async () => {
    const reply = await send([...fields(), file(0, PDF, 'чек.pdf', 'application/pdf'), file(1, PNG, '../../etc/passwd.pdf', 'application/pdf')]);
    expect(reply.status).toBe(201);
    const { data } = supportReplySchema.parse(reply.body);
    expect(data.files).toBe(2);

    const [request] = await stored('anna@example.com');
    expect(request).toMatchObject({
      id: data.id,
      reason: 'payment_doesnt_work',
      name: 'Анна',
      comment: 'Оплата не проходит,\nкарта отклонена.',
      locale: 'en',
      userId: null,
    });
    // The second file is a PNG whatever its name and declared type said; neither name is kept.
    expect(request!.files.map((f) => [f.position, f.type, f.size, f.name])).toEqual([
      [1, 'application/pdf', PDF.byteLength, `support-${data.id}-1.pdf`],
      [2, 'image/png', PNG.byteLength, `support-${data.id}-2.png`],
    ]);
    expect(JSON.stringify(request)).not.toContain('passwd');

    const served = await backend.app.request(request!.files[1]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="support-${data.id}-2.png"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const [letter] = await lettersTo('anna@example.com');
    expect(letter).toMatchObject({ kind: 'support_received', locale: 'en', subject: `Request No. ${data.id} received` });
    expect(letter!.text).toContain('Reason: Payment does not go through.');
    expect(letter!.text).toContain('Attached: 2 files.');
    expect(letter!.text).toContain('Оплата не проходит,\nкарта отклонена.');
  });

  it('writes the letter in the request’s language and escapes what people wrote', async () => {
    const reply = await send(fields({ reason: 'no_link', comment: '<b>нет ссылки</b>', email: 'ru@example.com' }), { 'Accept-Language': 'ru' });
    expect(reply.status).toBe(201);
    const [letter] = await lettersTo('ru@example.com');
    expect(letter!.subject).toMatch(/^Обращение №\d+ получено$/);
    expect(letter!.text).toContain('Причина: Нет ссылки на игру.');
    expect(letter!.html).toContain('&lt;b&gt;нет ссылки&lt;/b&gt;');
    expect(letter!.html).not.toContain('<b>нет');
  });

  it('ties the request to the account when a valid token comes with it, and ignores a stale one', async () => {
    const login = await call(backend, 'POST', '/api/base/login', { body: { email: 'player@quiz.test', password: 'demo12345' } });
    const token = (login.body as { access_token: string }).access_token;
    expect((await send(fields({ email: 'player@quiz.test' }), { Authorization: `Bearer ${token}` })).status).toBe(201);
    expect((await send(fields({ email: 'stale@example.com' }), { Authorization: 'Bearer not-a-token' })).status).toBe(201);
    expect((await stored('player@quiz.test'))[0]!.userId).toEqual(expect.any(Number));
    expect((await stored('stale@example.com'))[0]!.userId).toBeNull();
  });

  it('lists every problem at once, in the request’s language, and stores nothing', async () => {
    const reply = await send([
      { name: 'reason', value: 'refund_please' },
      { name: 'email', value: 'not-an-address' },
      { name: 'name', value: '  ' },
      file(0, HTML, 'receipt.pdf', 'application/pdf'),
      file(1, new Uint8Array(), 'empty.png', 'image/png'),
    ]);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        reason: ['The selected reason is invalid.'],
        comment: ['The comment field is required.'],
        email: ['The email must be a valid email address.'],
        name: ['The name field is required.'],
        'files.0': ['File 1 must be an image (JPEG, PNG, WebP or GIF) or a PDF.'],
        'files.1': ['File 2 is not a file.'],
      },
    });
    const fr = await send(fields({ email: '' }), { 'Accept-Language': 'fr' });
    expect(fr.body).toMatchObject({ errors: { email: ['Le champ e-mail est obligatoire.'] } });
    expect(await stored('anna@example.com')).toEqual([]);
    expect(await lettersTo('anna@example.com')).toEqual([]);
  });

  it('enforces the count and size limits', async () => {
    const six = Array.from({ length: supportRules.maxFiles + 1 }, (_, i) => file(i, PNG, `${i}.png`));
    expect((await send([...fields(), ...six])).body).toMatchObject({ errors: { files: ['No more than 5 files can be attached.'] } });

    const big = new Uint8Array(supportRules.maxFileBytes + 1);
    big.set(PDF);
    expect((await send([...fields(), file(0, big, 'big.pdf')])).body).toMatchObject({
      errors: { 'files.0': ['File 1 must not be larger than 5120 kilobytes.'] },
    });
  }, 20_000);

  it('refuses a body over the route’s own limit before reading it (413), and takes one below it that the global limit would refuse', async () => {
    const limit = supportRules.maxFiles * (supportRules.maxFileBytes + 64 * 1024) + 64 * 1024;
    const response = await backend.app.request(SUPPORT, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(limit + 1), 'Accept-Language': 'en' },
      body: 'x'.repeat(16),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: `The request body must not be larger than ${Math.floor(limit / 1024)} kilobytes.` });

    const twoMegabytes = new Uint8Array(2 * 1024 * 1024);
    twoMegabytes.set(PDF);
    expect((await send([...fields(), file(0, twoMegabytes, 'scan.pdf')])).status).toBe(201);
  }, 20_000);

  it('answers a repeated Idempotency-Key with the first request, once, and refuses it for another request', async () => {
    const key = { 'Idempotency-Key': 'support-key-1' };
    const first = await send([...fields(), file(0, PNG, 'a.png')], key);
    const again = await send([...fields(), file(0, PNG, 'a.png')], key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stored('anna@example.com')).toHaveLength(1);
    expect(await lettersTo('anna@example.com')).toHaveLength(1);
    expect((await send(fields({ comment: 'something else' }), key)).status).toBe(422);
  });

  it('refuses an unknown site and a malformed multipart body', async () => {
    expect((await send(fields(), {}, '/base/support?site=elsewhere')).body).toMatchObject({ errors: { site: ['The selected site is invalid.'] } });
    const broken = await backend.app.request(SUPPORT, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope', 'Accept-Language': 'en' },
      body: '--x\r\nbroken',
    });
    expect(broken.status).toBe(400);
  });

  it('limits requests per client address (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send(fields({ email: `p${i}@example.com` }))).status).toBe(201);
    const response = await backend.app.request(SUPPORT, { method: 'POST', headers: { 'Accept-Language': 'en' }, body: new FormData() });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lists requests on the outbox page and the support pages, escaped, in demo mode only', async () => {
    await send(fields({ name: '<img src=x onerror=alert(1)>', comment: '<script>alert(1)</script>' }));
    const [request] = await stored('anna@example.com');
    const outbox = await backend.app.request('/dev/mail');
    const outboxHtml = await outbox.text();
    expect(outboxHtml).toContain(`/dev/support/${request!.id}`);
    const page = await backend.app.request(`/dev/support/${request!.id}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');

    const production = createTestBackend({ DEMO_MODE: '0', NODE_ENV: 'production' });
    expect((await production.app.request('/dev/support')).status).toBe(404);
    expect((await production.app.request('/dev/support.json')).status).toBe(404);
  });
});
