// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { expertGamesReplySchema } from '@/contract/schemas/expert';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const tokenOf = async (path: string, email: string) =>
  tokenReplySchema.parse((await call(backend, 'POST', path, { body: { email, password: 'demo12345' } })).body).access_token;

describe('GET {live}/experts/games', () => {
  it("lists the expert's assigned games by start, with status and role", async () => {
    const token = await tokenOf('/api/iam/v1/auth/login', 'expert@quiz.test');
    const reply = expertGamesReplySchema.parse((await call(backend, 'GET', '/api/live/v1/experts/games', { token })).body);
    expect(reply.items.map((g) => g.id).sort()).toEqual([...backend.seed.expertGameIds].sort());
    expect(reply.count).toBe(reply.items.length);
    const starts = reply.items.map((g) => Date.parse(g.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(reply.items.find((g) => g.id === backend.seed.liveGameId)).toMatchObject({ status: 'live', timezone: 'Europe/Moscow' });
    expect(reply.items[0]!.start).toMatch(/\+03:00$/);
  });

  it("names each game's city in the reader's language, as the catalogue does", async () => {
    const token = await tokenOf('/api/iam/v1/auth/login', 'expert@quiz.test');
    const cityOfLive = async (language: string) =>
      expertGamesReplySchema
        .parse((await call(backend, 'GET', '/api/live/v1/experts/games', { token, headers: { 'Accept-Language': language } })).body)
        .items.find((g) => g.id === backend.seed.liveGameId)!.city;
    expect(await cityOfLive('fr')).toBe('Moscou');
    expect(await cityOfLive('en')).toBe('Moscow');
    expect(await cityOfLive('ru')).toBe('Москва');
    // The console's own view of the game says the same.
    const game = await call(backend, 'GET', `/api/live/v1/experts/games/${backend.seed.liveGameId}`, { token, headers: { 'Accept-Language': 'fr' } });
    expect((game.body as { city: { name: string } }).city.name).toBe('Moscou');
    const teams = await call(backend, 'GET', `/api/base/main/games/${backend.seed.liveGameId}/participants`, { headers: { 'Accept-Language': 'en' } });
    const cities = (teams.body as { items: { city: { name: string } | null }[] }).items.map((team) => team.city?.name).filter(Boolean);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((name) => /^[\x20-\x7e()]+$/.test(name!))).toBe(true);
  });

  it('is closed to players (403) and to visitors (401)', async () => {
    const token = await tokenOf('/api/base/login', 'player@quiz.test');
    expect(await call(backend, 'GET', '/api/live/v1/experts/games', { token, headers: { 'Accept-Language': 'en' } })).toMatchObject({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    expect((await call(backend, 'GET', '/api/live/v1/experts/games')).status).toBe(401);
  });
});
