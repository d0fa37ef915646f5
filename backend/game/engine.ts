import { realtimeHubFor } from '../realtime/realtime-hub';
import type { Services } from '../services';
import { createAnswers } from './answers';
import { createAppeals } from './appeals';
import { createControls } from './controls';
import { createEngineContext } from './engine-context';
import { createExpertViews } from './expert-views';
import { createGroups } from './groups';
import { createIdempotencyStore } from './idempotency';
import { createMechanics } from './mechanics';
import { createParticipantAccess } from './participant-access';
import { createParticipantViews } from './participant-views';
import { createPresence } from './presence';
import { createRating } from './rating';
import { createRegistrations } from './registrations';
import { createResultsStore } from './results-store';
import { createSheetCounts } from './sheet-counts';
import { createSheets } from './sheets';

/** The live game engine of one backend instance: every part wired to one context. */
function createGameEngine(services: Services) {
  const hub = realtimeHubFor(services);
  const ctx = createEngineContext(services.db, services.now, services.logger, hub, { specOnly: services.config.specOnly });
  const results = createResultsStore(services.db);
  const idempotency = createIdempotencyStore(services.db, services.now);
  const access = createParticipantAccess(ctx.store);
  const rating = createRating(services.db);
  const counts = createSheetCounts(ctx, results);
  const presence = createPresence(ctx, hub);
  const mechanics = createMechanics(ctx, { idempotency, access });
  const views = createExpertViews(ctx, { mechanics, presence, counts });
  const controls = createControls(ctx, { views, rating, counts });
  const answers = createAnswers(ctx, { results, idempotency, access, counts, limiter: services.limits.answerPostsPerPlayer });
  const sheets = createSheets(ctx, { results, counts, views });
  const groups = createGroups(ctx, { results, counts, views });
  const appeals = createAppeals(ctx, { results, idempotency, access, views, rating });
  const participantViews = createParticipantViews(ctx, {
    access,
    results,
    mechanics,
    presence,
    views,
    rating,
    appealsOf: appeals.ofParticipant,
  });
  const registrations = createRegistrations(services.db, services.now);

  /** Deadlines that passed (grace halves and ends, lapsed sheet holds): run by timers and before reads. */
  const dueWork = (gameId: number) => {
    answers.graceWork(gameId);
    sheets.releaseExpiredHolds(gameId);
  };
  ctx.dueWork = dueWork;

  return { ctx, access, answers, appeals, controls, dueWork, groups, mechanics, participantViews, presence, registrations, sheets, views };
}

export type GameEngine = ReturnType<typeof createGameEngine>;

const engines = new WeakMap<Services, GameEngine>();

/**
 * The engine of a backend instance, created on first use. Route factories and the socket server's hub share it
 * through the services object, so tests that start several backends never share state.
 */
export function gameEngineFor(services: Services): GameEngine {
  let engine = engines.get(services);
  if (!engine) {
    engine = createGameEngine(services);
    engines.set(services, engine);
  }
  return engine;
}
