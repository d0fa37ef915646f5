// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { citiesReplySchema, gameListItemSchema, gamesReplySchema, type GameListItemWire } from '@/contract/schemas/catalogue';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { emptySeedDate } from '../../seed/game-plan';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';

const GAMES = '/api/base/main/games';

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});

async function games(query = '', token?: string) {
  const reply = await call(backend, 'GET', `${GAMES}${query}`, { token });
  expect(reply.status).toBe(200);
  const body = gamesReplySchema.parse(reply.body);
  // The reply carries exactly the contract's fields: strict parsing rejects any extra key.
  for (const item of body.items) z.strictObject(gameListItemSchema.shape).parse(item);
  return body;
}

/** Every matching game, page by page (the seed holds more than one page of 100). */
async function allGames(query = '?scope=upcoming', token?: string) {
  const items: GameListItemWire[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await games(`${query}&perPage=100&page=${page}`, token);
    items.push(...reply.items);
    if (items.length >= reply.count || reply.items.length === 0) return { count: reply.count, items };
  }
}

const startOf = (game: GameListItemWire) => Date.parse(game.playedAt.time);

describe('GET /api/base/main/cities/all', () => {
  it('sorts by the requested fields', async () => {
    const byName = citiesReplySchema.parse((await call(backend, 'GET', '/api/base/main/cities/all?sort=name,id')).body).data;
    expect(byName.length).toBeGreaterThanOrEqual(7);
    const names = byName.map((city) => city.name);
    expect(names).toEqual([...names].sort());
    expect(byName.find((city) => city.name === 'Москва')).toMatchObject({ timezone: 'Europe/Moscow', country: 'RU' });

    const byIdDesc = citiesReplySchema.parse((await call(backend, 'GET', '/api/base/main/cities/all?sort=-id')).body).data;
    expect(byIdDesc.map((city) => city.id)).toEqual(byName.map((city) => city.id).sort((a, b) => b - a));
  });

  it('names cities in the request language (sorted by the translated name), Russian by default', async () => {
    const names = async (language?: string) => {
      const reply = await call(backend, 'GET', '/api/base/main/cities/all?sort=name,id', {
        headers: language ? { 'Accept-Language': language } : {},
      });
      expect(reply.headers.get('vary')).toContain('Accept-Language');
      return citiesReplySchema.parse(reply.body).data;
    };
    const [ru, en, fr] = [await names(), await names('en-GB,en;q=0.9'), await names('fr')];
    const byId = (list: typeof ru) => new Map(list.map((city) => [city.id, city.name]));
    const moscow = ru.find((city) => city.name === 'Москва')!;
    expect(byId(en).get(moscow.id)).toBe('Moscow');
    expect(byId(fr).get(moscow.id)).toBe('Moscou');
    expect(ru.map((city) => city.name)).toContain('Париж');
    expect(fr.map((city) => city.name)).toContain('Londres');
    // Two online "cities" stay distinguishable in every language.
    for (const list of [ru, en, fr]) expect(new Set(list.map((city) => city.name)).size).toBe(list.length);
    expect(en.map((city) => city.name)).toEqual(en.map((city) => city.name).sort());
    // Untranslated cities fall back to their own name.
    backend.db.prepare("INSERT INTO cities (name, timezone, country, capital_timezone) VALUES ('Тверь', 'Europe/Moscow', 'RU', 'Europe/Moscow')").run();
    try {
      expect((await names('en')).map((city) => city.name)).toContain('Тверь');
    } finally {
      backend.db.prepare("DELETE FROM cities WHERE name = 'Тверь'").run();
    }
  });

  it('keeps the cities of one game language with language=', async () => {
    const list = async (language: string) =>
      citiesReplySchema.parse((await call(backend, 'GET', `/api/base/main/cities/all?sort=name,id&language=${language}`)).body).data;
    const [ru, en, fr] = [await list('ru'), await list('en'), await list('fr')];
    expect(ru.length).toBeGreaterThan(0);
    expect(ru.every((city) => city.country === 'RU')).toBe(true);
    expect(fr.length).toBeGreaterThan(0);
    expect(fr.every((city) => city.country === 'FR')).toBe(true);
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((city) => city.country !== 'RU' && city.country !== 'FR')).toBe(true);
    const all = citiesReplySchema.parse((await call(backend, 'GET', '/api/base/main/cities/all?sort=name,id')).body).data;
    expect(ru.length + en.length + fr.length).toBe(all.length);
    const bad = await call(backend, 'GET', '/api/base/main/cities/all?sort=name,id&language=de');
    expect(bad.status).toBe(422);
  });

  it('refuses unknown sort fields with 400', async () => {
    const reply = await call(backend, 'GET', '/api/base/main/cities/all?sort=population', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Requested sort(s) `population` is not allowed. Allowed sort(s) are `name, id`.',
    });
    const russian = await call(backend, 'GET', '/api/base/main/cities/all?sort=population');
    expect(russian.body).toEqual({
      message: 'Запрошенная сортировка `population` не разрешена. Разрешённые сортировки: `name, id`.',
    });
  });
});

describe('GET /api/base/main/games', () => {
  it('lists upcoming games (live included) in start order, 12 per page by default', async () => {
    const first = await games();
    expect(first.items).toHaveLength(12);
    expect(first.items.slice(0, 3).map((game) => game.status)).toEqual(['live', 'live', 'live']);
    expect(first.items.every((game) => game.status !== 'finished' && game.status !== 'cancelled')).toBe(true);
    const all = await allGames();
    expect(all.count).toBe(first.count);
    expect(all.items).toHaveLength(first.count);
    const starts = all.items.map(startOf);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(all.items.some((game) => game.isRegistered !== undefined)).toBe(false);
    // Each game says the language it is played in (its city's), so a page features only its own language's games.
    const countries = new Map(
      (backend.db.prepare('SELECT g.id, c.country FROM games g JOIN cities c ON c.id = g.city_id').all() as { id: number; country: string }[]).map((row) => [
        row.id,
        row.country,
      ]),
    );
    for (const game of all.items) {
      const country = countries.get(game.id);
      expect(game.language).toBe(country === 'RU' ? 'ru' : country === 'FR' ? 'fr' : 'en');
    }
    expect(new Set(all.items.map((game) => game.language))).toEqual(new Set(['ru', 'en', 'fr']));
  });

  it('pages without overlap and reports the total count', async () => {
    const all = await allGames();
    const pages = [await games('?perPage=10&page=1'), await games('?perPage=10&page=2')];
    expect(pages.map((page) => page.count)).toEqual([all.count, all.count]);
    expect([...pages[0]!.items, ...pages[1]!.items].map((g) => g.id)).toEqual(all.items.slice(0, 20).map((g) => g.id));
    const beyond = await games('?perPage=10&page=99');
    expect(beyond).toEqual({ count: all.count, items: [] });
  });

  it('scope=all adds finished and cancelled games', async () => {
    const upcoming = await allGames();
    const everything = await allGames('?scope=all');
    expect(everything.count).toBeGreaterThan(upcoming.count);
    expect(everything.items.some((game) => game.status === 'finished')).toBe(true);
    expect(everything.items.some((game) => game.status === 'cancelled')).toBe(true);
  });

  it('filters by type, city and calendar day in the city zone', async () => {
    const everything = (await allGames('?scope=all')).items;
    const family = await allGames('?type=family&scope=all');
    expect(family.count).toBe(everything.filter((g) => g.type === 'family').length);
    expect(family.items.every((game) => game.type === 'family')).toBe(true);

    const city = everything[3]!.cityId;
    const inCity = await games(`?cityId=${city}&perPage=100&scope=all`);
    expect(inCity.count).toBe(everything.filter((g) => g.cityId === city).length);

    const target = everything.find((game) => game.playedAt.timezone === 'Asia/Novosibirsk')!;
    const day = target.playedAt.time.slice(0, 10);
    const onDay = await games(`?date=${day}&perPage=100&scope=all`);
    expect(onDay.items.map((g) => g.id)).toContain(target.id);
    expect(onDay.items.every((game) => game.playedAt.time.slice(0, 10) === day)).toBe(true);
    expect(onDay.count).toBe(everything.filter((g) => g.playedAt.time.slice(0, 10) === day).length);

    const combined = await games(`?type=${target.type}&cityId=${target.cityId}&date=${day}&scope=all`);
    expect(combined.items.map((g) => g.id)).toContain(target.id);
    expect(combined.items.every((g) => g.type === target.type && g.cityId === target.cityId)).toBe(true);
  });

  it('has a calendar day without games, so a date filter can come back empty', async () => {
    const day = emptySeedDate(backend.clock.now);
    expect(await games(`?date=${day}&scope=all`)).toEqual({ count: 0, items: [] });
  });

  it('language= lists only the games played in that language, with a matching total', async () => {
    const all = await allGames();
    const counts = { ru: 0, en: 0, fr: 0 };
    for (const language of ['ru', 'en', 'fr'] as const) {
      const page = await allGames(`?language=${language}`);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((item) => item.language === language)).toBe(true);
      expect(page.count).toBe(page.items.length);
      counts[language] = page.count;
    }
    expect(counts.ru + counts.en + counts.fr).toBe(all.count);
    const withType = await allGames('?language=en&type=classic');
    expect(withType.items.every((item) => item.language === 'en' && item.type === 'classic')).toBe(true);
  });

  it('ignores empty query values', async () => {
    expect((await games('?type=&cityId=&date=')).count).toBe((await games()).count);
  });

  it('refuses invalid queries with Laravel-shaped 422', async () => {
    const query = `${GAMES}?type=quiz&date=2025-13-01&perPage=500&page=0&cityId=abc`;
    const reply = await call(backend, 'GET', query, { headers: { 'Accept-Language': 'en' } });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        type: ['The selected type is invalid.'],
        date: ['The date does not match the format Y-m-d.'],
        perPage: ['The per page must not be greater than 100.'],
        page: ['The page must be at least 1.'],
        cityId: ['The city id must be a number.'],
      },
    });
    // The same refusal in French, attribute names translated (laravel-lang).
    const french = await call(backend, 'GET', query, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(french.body).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        type: ['Le champ type est invalide.'],
        date: ['Le champ date ne correspond pas au format Y-m-d.'],
        perPage: ['La valeur de nombre par page ne peut pas être supérieure à 100.'],
        page: ['La valeur de page doit être supérieure ou égale à 1.'],
        cityId: ['Le champ ville doit contenir un nombre.'],
      },
    });
  });

  it('fills isRegistered for a signed-in player and ignores a bad token', async () => {
    const login = await call(backend, 'POST', '/api/base/login', { body: { email: 'player@quiz.test', password: 'demo12345' } });
    const { access_token } = tokenReplySchema.parse(login.body);
    const mine = (await allGames('?scope=upcoming', access_token)).items;
    expect(mine.every((game) => typeof game.isRegistered === 'boolean')).toBe(true);
    expect(
      mine
        .filter((game) => game.isRegistered)
        .map((game) => game.id)
        .sort(),
    ).toEqual([...backend.seed.demoRegisteredGameIds].sort());
    expect(backend.seed.demoRegisteredGameIds).toEqual(expect.arrayContaining([backend.seed.liveGameId, backend.seed.demoUpcomingGameId]));
    // Each registered game names the team's own participation in it (its game screen), the others none.
    const places = backend.db
      .prepare(
        `SELECT p.game_id AS gameId, p.id FROM participants p JOIN team_members m ON m.team_id = p.team_id
      JOIN users u ON u.id = m.user_id WHERE u.email = 'player@quiz.test' AND p.status <> 'CANCELLED'`,
      )
      .all() as { gameId: number; id: number }[];
    for (const game of mine) {
      expect(game.participantId).toBe(game.isRegistered ? places.find((place) => place.gameId === game.id)!.id : null);
    }
    const upcoming = mine.find((game) => game.id === backend.seed.demoUpcomingGameId)!;
    const live = mine.find((game) => game.id === backend.seed.liveGameId)!;
    expect(upcoming.participantId).not.toBe(live.participantId);
    const anonymous = (await allGames('?scope=upcoming', 'not-a-token')).items;
    expect(anonymous.some((game) => 'isRegistered' in game)).toBe(false);
  });

  it('derives the status from time: an upcoming game turns live at its start', async () => {
    const next = (await games()).items.find((game) => game.status !== 'live')!;
    const saved = backend.clock.now;
    backend.clock.now = startOf(next) + 60_000;
    try {
      const item = (await games('?perPage=100')).items.find((game) => game.id === next.id)!;
      expect(item.status).toBe('live');
      expect(item.registrationAllowed).toBe(false);
    } finally {
      backend.clock.now = saved;
    }
  });
});
