// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { avatarRules } from '@/contract/schemas/accounts';
import { tokenReplySchema, userReplySchema } from '@/contract/schemas/auth';
import { sniffImageType } from '../../users/avatars-repo';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';
import { BASE, EN } from './accounts-test-kit';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 8, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
const GIF = new TextEncoder().encode('GIF89a....');

let backend: TestBackend;
let token: string;
beforeEach(async () => {
  backend = createTestBackend();
  const login = await call(backend, 'POST', `${BASE}/login`, { body: { email: 'player@quiz.test', password: 'demo12345' } });
  token = tokenReplySchema.parse(login.body).access_token;
});

async function upload(file: Blob | string | null, name = 'me.png', auth: string | null = token) {
  const form = new FormData();
  if (typeof file === 'string') form.set(avatarRules.field, file);
  else if (file !== null) form.set(avatarRules.field, file, name);
  const headers: Record<string, string> = { Accept: 'application/json', ...EN };
  if (auth) headers.Authorization = `Bearer ${auth}`;
  const response = await backend.app.request(`${BASE}/players/me/avatar`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('sniffImageType', () => {
  it('reads the type from the first bytes only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('POST/DELETE players/me/avatar', () => {
  it('stores a picture, serves it at a versioned address and deletes it', async () => {
    const reply = await upload(new Blob([WEBP], { type: 'image/webp' }), 'face.webp');
    expect(reply.status).toBe(200);
    const user = userReplySchema.parse(reply.body).data;
    const url = new URL(user.avatar_url!);
    expect(url.pathname).toMatch(new RegExp(`^/api/base/avatars/${user.id}/[0-9a-f]{16}$`));

    const served = await backend.app.request(url.pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(WEBP);
    const me = await call(backend, 'GET', `${BASE}/players/me`, { token });
    expect(userReplySchema.parse(me.body).data.avatar_url).toBe(user.avatar_url);

    // A new upload changes the address; the old one is gone.
    const second = userReplySchema.parse((await upload(new Blob([PNG], { type: 'image/png' }))).body).data;
    expect(second.avatar_url).not.toBe(user.avatar_url);
    expect((await backend.app.request(url.pathname)).status).toBe(404);

    const deleted = await call(backend, 'DELETE', `${BASE}/players/me/avatar`, { token });
    expect(userReplySchema.parse(deleted.body).data.avatar_url).toBeNull();
    expect((await backend.app.request(new URL(second.avatar_url!).pathname)).status).toBe(404);
  });

  it('refuses other types whatever the name says, files over 2 MB, and missing files', async () => {
    expect((await upload(new Blob([GIF], { type: 'image/png' }), 'fake.png')).body).toMatchObject({
      errors: { avatar: ['The avatar must be a file of type: jpeg, png, webp.'] },
    });
    const big = new Uint8Array(avatarRules.maxBytes + 1);
    big.set(PNG);
    expect((await upload(new Blob([big], { type: 'image/png' }))).body).toMatchObject({
      errors: { avatar: ['The avatar must not be greater than 2048 kilobytes.'] },
    });
    const huge = new Uint8Array(avatarRules.maxBytes * 2);
    huge.set(PNG);
    expect((await upload(new Blob([huge]))).status).toBe(422);
    expect((await upload(null)).body).toMatchObject({ errors: { avatar: ['The avatar field is required.'] } });
    expect((await upload('just text')).body).toMatchObject({ errors: { avatar: ['The avatar must be a file.'] } });
    const me = await call(backend, 'GET', `${BASE}/players/me`, { token });
    expect(userReplySchema.parse(me.body).data.avatar_url).toBeNull();
  });

  it('needs a session', async () => {
    expect((await upload(new Blob([PNG]), 'a.png', null)).status).toBe(401);
    expect((await call(backend, 'DELETE', `${BASE}/players/me/avatar`)).status).toBe(401);
  });
});
