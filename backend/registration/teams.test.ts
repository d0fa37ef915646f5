// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_TEAMS_PER_PLAYER } from '@/contract/registration-settings';
import { myTeamsReplySchema, type MyTeamsReply } from '@/contract/schemas/registration';
import { call, createTestBackend } from '../testing/test-backend';
import { BASE, loginAs, registerFor, registration } from './registration-test-kit';

describe('teams', () => {
  it('lists my teams and creates new ones up to the limit, then refuses with the spec’s message', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const list = async () => (await call(backend, 'GET', `${BASE}/players/me/teams`, { token })).body as MyTeamsReply;
    const before = await list();
    expect(myTeamsReplySchema.parse(before)).toEqual(before);
    expect(before).toEqual({
      data: [{ id: backend.seed.demoTeamId, name: 'Эрудиты', cityId: 1, isCaptain: true, membersCount: 2 }],
      meta: { created: 1, limit: MAX_TEAMS_PER_PLAYER },
    });
    for (let i = 1; i < MAX_TEAMS_PER_PLAYER; i += 1) {
      const created = await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: `Команда ${i}`, cityId: 1 } });
      expect(created.status).toBe(201);
    }
    const refused = await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: 'Лишняя' }, headers: { 'Accept-Language': 'en' } });
    expect(refused).toMatchObject({ status: 422, body: { errors: { name: ['You have created the maximum number of teams.'] } } });
    const ru = await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: 'Лишняя' } });
    expect(ru.body).toMatchObject({ errors: { name: ['Вы создали максимальное количество команд.'] } });
    // A new team named in a registration counts the same.
    const viaRegistration = await registerFor(backend, backend.seed.registration.openGameIds.ru, registration({ teamName: 'Ещё одна' }), {
      token,
      headers: { 'Accept-Language': 'fr' },
    });
    expect(viaRegistration.body).toMatchObject({ errors: { teamName: ['Vous avez créé le nombre maximal d’équipes.'] } });
    expect((await list()).meta.created).toBe(MAX_TEAMS_PER_PLAYER);
    // Player 2 is a member of Эрудиты but created none: the limit is about teams one created.
    const second = await loginAs(backend, 'player2@quiz.test');
    expect(((await call(backend, 'GET', `${BASE}/players/me/teams`, { token: second })).body as MyTeamsReply).data[0]).toMatchObject({
      name: 'Эрудиты',
      isCaptain: false,
    });
  });

  it('refuses a name the player already has, an unknown city, and a request without a session', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const dup = await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: ' эрудиты' }, headers: { 'Accept-Language': 'en' } });
    expect(dup.body).toMatchObject({ errors: { name: ['The name has already been taken.'] } });
    const city = await call(backend, 'POST', `${BASE}/players/me/teams`, {
      token,
      body: { name: 'Новые', cityId: 9999 },
      headers: { 'Accept-Language': 'en' },
    });
    expect(city.body).toMatchObject({ errors: { cityId: ['The selected city id is invalid.'] } });
    expect((await call(backend, 'POST', `${BASE}/players/me/teams`, { body: { name: 'X' } })).status).toBe(401);
    expect((await call(backend, 'GET', `${BASE}/players/me/teams`)).status).toBe(401);
  });

  it('limits team creation like the other account writes: 10 a minute per player and address', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: '' } })).status);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    const limited = await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: 'Y' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    backend.clock.now += 61_000;
    expect((await call(backend, 'POST', `${BASE}/players/me/teams`, { token, body: { name: 'Y' } })).status).toBe(201);
  });
});

describe('GET locations/guess', () => {
  it('guesses from Accept-Language without any outside service, named in the request language', async () => {
    const backend = createTestBackend();
    const guess = async (header?: string) =>
      (await call(backend, 'GET', `${BASE}/locations/guess`, { headers: header ? { 'Accept-Language': header } : {} })).body;
    expect(await guess('ru-RU,ru;q=0.9')).toEqual({ city: 'Москва', id: 1, country: 'RU' });
    expect(await guess('fr-FR,fr;q=0.9,en;q=0.5')).toEqual({ city: 'Paris', id: 7, country: 'FR' });
    expect(await guess('en-GB')).toEqual({ city: 'London', id: 8, country: 'GB' });
    expect(await guess('en-US,en;q=0.8')).toEqual({ city: 'London', id: 8, country: 'GB' });
    expect(await guess('de-DE')).toEqual({ city: 'Москва', id: 1, country: 'RU' });
    expect(await guess()).toEqual({ city: 'Москва', id: 1, country: 'RU' });
  });

  it('falls back to the configured default city', async () => {
    const backend = createTestBackend({ DEFAULT_CITY_ID: '7' });
    const reply = await call(backend, 'GET', `${BASE}/locations/guess`, { headers: { 'Accept-Language': 'de-DE' } });
    expect(reply.body).toEqual({ city: 'Париж', id: 7, country: 'FR' });
  });
});
