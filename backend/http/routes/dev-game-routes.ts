import { Hono } from 'hono';
import { z } from 'zod';
import { prepareConsoleFixture } from '../../game/testing/console-fixture';
import { createGameFixtures } from '../../game/testing/game-fixtures';
import { findShowcaseGames } from '../../seed/seed-registration';
import type { Services } from '../../services';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';

const email = z.string().trim().email().max(320);
const name = z.string().trim().min(1).max(255);
const scheduleSchema = z.object({ city: name, name, startsAt: z.number().int().positive() });
const teamSchema = z.object({ email, name, team: name });
const expertSchema = z.object({ email, name, role: z.enum(['host', 'judge']) });
const chatSchema = z.object({ participantId: z.number().int().positive(), texts: z.array(z.string().min(1).max(500)).max(500) });
const resetSchema = z.object({ started: z.boolean().default(false) });
const consoleSchema = z.object({ reset: z.boolean().default(false) });
// A path that is not a number names no game (0: no row), as an unknown id does.
const gameIdOf = (raw: string) => (/^[0-9]+$/.test(raw) ? Number(raw) : 0);

/**
 * /dev/games, /dev/seed and /dev/fixtures (demo mode only): what a demo or an end-to-end test sets up or looks up
 * through the running backend instead of in its database file (a second writer competes with the backend for the
 * database's write lock). The work is in backend/game/testing (`createGameFixtures`, `prepareConsoleFixture`) and the
 * seed (`findShowcaseGames`); these routes parse and answer (contract/README.md, "Set-up routes").
 */
export function createDevGameRoutes(services: Services) {
  const app = new Hono();
  const { now } = services;
  const fixtures = createGameFixtures(services.db);
  const parse = async <T>(schema: z.ZodType<T>, body: Promise<unknown>): Promise<T> => {
    const parsed = schema.safeParse(await body);
    if (!parsed.success) throw apiError(400, 'http.bad_request');
    return parsed.data;
  };
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw apiError(404, 'http.not_found');
    return value;
  };
  const done = (existed: boolean) => {
    if (!existed) throw apiError(404, 'http.not_found');
    return new Response(null, { status: 204 });
  };

  app.get('/dev/games/live.json', (c) => c.json({ data: found(fixtures.liveIn((c.req.query('country') ?? '').toUpperCase(), now())) }));

  /** The seed's registration showcase games, in the order it made them (contract/README.md, "Demo data"). */
  app.get('/dev/seed/showcase-games.json', (c) => c.json({ data: findShowcaseGames(services.db) }));

  app.post('/dev/games', async (c) => {
    const input = await parse(scheduleSchema, readBody(c));
    return c.json({ data: { id: found(fixtures.schedule(input, now())) } }, 201);
  });

  app.delete('/dev/games/:id', (c) => done(fixtures.remove(gameIdOf(c.req.param('id')))));

  app.post('/dev/games/:id/reset', async (c) => {
    const { started } = await parse(resetSchema, readBody(c));
    return done(fixtures.reset(gameIdOf(c.req.param('id')), started, now()));
  });

  app.post('/dev/games/:id/teams', async (c) => {
    const input = await parse(teamSchema, readBody(c));
    return c.json({ data: { participantId: found(fixtures.ensureTeam(gameIdOf(c.req.param('id')), input, now())) } });
  });

  app.post('/dev/games/:id/experts', async (c) => {
    const input = await parse(expertSchema, readBody(c));
    return c.json({ data: { userId: found(fixtures.ensureExpert(gameIdOf(c.req.param('id')), input, now())) } });
  });

  app.post('/dev/games/:id/chat/reset', async (c) => {
    const input = await parse(chatSchema, readBody(c));
    return c.json({ data: { messages: found(fixtures.resetChat(gameIdOf(c.req.param('id')), input, now())) } });
  });

  /** The expert console journey's game, experts and teams (backend/game/testing/console-fixture.ts). */
  app.post('/dev/fixtures/expert-console', async (c) => {
    const { reset } = await parse(consoleSchema, readBody(c));
    return c.json({ data: found(prepareConsoleFixture(services.db, now(), { reset })) });
  });

  return app;
}
