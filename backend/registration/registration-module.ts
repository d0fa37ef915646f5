import { GAME_PAGE_OPENS_MINUTES_BEFORE, registrationSettings } from '@/contract/registration-settings';
import type { CheckPromoReply, LocationGuess, RegistrationGameReply, RegistrationWire } from '@/contract/schemas/registration';
import { toMajorUnits } from '@/contract/promo-price';
import { toGameListItem } from '../catalogue/games-repo';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { createOutbox } from '../mail/outbox';
import { createPrivateAccess } from '../party/private-access';
import { isProcessing } from '../payments/payment-store';
import { paymentsFor } from '../payments/payments-module';
import { createPromoCodesRepo } from '../promo/promo-codes-repo';
import { evaluatePromo } from '../promo/promo-rules';
import type { Services } from '../services';
import type { UserRow } from '../users/users-repo';
import { createGameLookup, placesLeft, registrationStateOf } from './game-view';
import { createGuestClaim } from './guest-claim';
import { createHolds } from './holds';
import { guessCity } from './location-guess';
import { conflict, fieldError, forbidden, notFound, unauthenticated } from './refusal';
import { createRegister, tokenHash } from './register';
import { createRegistrationLetters } from './registration-letters';
import { createPaymentIntents } from './registration-intents';
import { createRegistrationRepo } from './registration-repo';
import { createRegistrationSettlement } from './registration-settlement';
import { toRegistrationWire } from './registration-wire';
import { createReplays } from './replays';
import { createTeams } from './teams';

/** Who asks about a registration: a signed-in account, and/or a guest registration's access token. */
export interface RegistrationCaller {
  user: UserRow | null;
  token: string | null;
}

const REMINDER_LEAD_MS = GAME_PAGE_OPENS_MINUTES_BEFORE * 60 * 1000;

/** Registration, teams, promo codes and payments of one backend instance, wired to its database and clock. */
function createRegistrationModule(services: Services) {
  const { db, now, config, logger } = services;
  const repo = createRegistrationRepo(db);
  const promo = createPromoCodesRepo(db);
  const teams = createTeams(db);
  const holds = createHolds(db, promo);
  const replays = createReplays(db);
  const outbox = createOutbox(db, now);
  const letters = createRegistrationLetters(db, { repo, outbox, webOrigin: config.webOrigin });
  const game = createGameLookup(db);
  const zone = db.prepare('SELECT c.capital_timezone FROM games g JOIN cities c ON c.id = g.city_id WHERE g.id = ?').pluck();
  const zoneOf = (gameId: number) => (zone.get(gameId) as string | undefined) ?? 'Europe/Moscow';
  const payments = paymentsFor(services);
  const privateAccess = createPrivateAccess(db);
  const register = createRegister(db, { repo, teams, promo, holds, letters, replays, game, privateAccess });
  const intents = createPaymentIntents(db, { repo, payments: payments.store, promo, holds, letters, replays, zoneOf });
  payments.register('registration', createRegistrationSettlement(db, { repo, promo, holds, letters, game, logger }));
  const claimGuest = createGuestClaim(db);
  const paymentsOf = (participantId: number) => payments.store.latest({ kind: 'registration', id: participantId });

  const mineInGame = db.prepare(`SELECT p.id, p.status, p.team_id AS teamId, t.name AS teamName FROM participants p
    JOIN team_members m ON m.team_id = p.team_id JOIN teams t ON t.id = p.team_id
    WHERE p.game_id = ? AND m.user_id = ? AND p.status <> 'CANCELLED' ORDER BY p.id LIMIT 1`);
  const deferNow = db.prepare(`UPDATE participants SET status = 'DEFERRED', hold_expires_at = ?, updated_at = ?
    WHERE id = ? AND status = 'PENDING'`);
  const dueReminders = db
    .prepare(
      `SELECT p.id FROM participants p JOIN games g ON g.id = p.game_id
      WHERE p.status IN ('READY', 'DEFERRED') AND g.cancelled_at IS NULL AND g.finished_at IS NULL
        AND g.starts_at > ? AND g.starts_at <= ?
        AND (p.email IS NOT NULL OR p.registered_by_user_id IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM registration_letters l WHERE l.participant_id = p.id AND l.kind = 'game_reminder')`,
    )
    .pluck();

  const wireOf = (participantId: number): RegistrationWire => {
    const row = repo.find(participantId);
    if (!row) throw notFound();
    const promoRow = row.promo_code_id === null ? undefined : promo.findById(row.promo_code_id);
    return toRegistrationWire(row, paymentsOf(participantId), promoRow, now());
  };

  /** The registrant, a member of the team, or the holder of the guest token; unknown id 404 first. */
  function authorize(participantId: number, caller: RegistrationCaller) {
    const row = repo.find(participantId);
    if (!row) throw notFound();
    if (caller.user) {
      claimGuest(caller.user, now());
      if (row.registered_by_user_id === caller.user.id || repo.isMember(row.team_id, caller.user.id)) return row;
    }
    if (caller.token && repo.participantOfToken(tokenHash(caller.token)) === participantId) return row;
    if (!caller.user && !caller.token) throw unauthenticated();
    throw forbidden();
  }

  return {
    repo,
    teams,
    promo,
    outbox,
    holds,
    register,
    claimGuest: (user: UserRow) => claimGuest(user, now()),
    authorize,
    wireOf,

    /** GET registrations/{id}: expired holds are applied first, so the reply is never stale. */
    read(participantId: number, caller: RegistrationCaller): RegistrationWire {
      const row = authorize(participantId, caller);
      db.transaction(() => holds.expireInGame(row.game_id, now())).immediate();
      return wireOf(participantId);
    },

    pay(participantId: number, caller: RegistrationCaller, change: { promo?: string | null | undefined }, key: string | null) {
      authorize(participantId, caller);
      const scope = caller.user ? `user:${caller.user.id}` : `token:${tokenHash(caller.token ?? '')}`;
      return intents(participantId, change, scope, key, now());
    },

    /** POST registrations/{id}/pay-later: a held place becomes DEFERRED, kept until the start. */
    payLater(participantId: number, caller: RegistrationCaller): RegistrationWire {
      authorize(participantId, caller);
      const at = now();
      db.transaction(() => {
        const found = repo.find(participantId)!;
        holds.expireInGame(found.game_id, at);
        const row = repo.find(participantId)!;
        if (!registrationSettings[row.language ?? 'ru'].allowPayLater) {
          throw conflict('pay_later_not_allowed', 'registration.pay_later_not_allowed');
        }
        if (row.status === 'DEFERRED') return;
        if (row.status === 'CANCELLED') throw conflict('hold_expired', 'registration.hold_expired');
        if (row.status !== 'PENDING') throw conflict('not_payable', 'registration.not_payable');
        if (isProcessing(paymentsOf(participantId), at)) throw conflict('payment_in_progress', 'registration.payment_in_progress');
        deferNow.run(row.starts_at, at, participantId);
        // A deferred registration does not reserve its code (it may wait days): paying re-checks it.
        promo.release(participantId);
        payments.store.dropCreated({ kind: 'registration', id: participantId }, at);
      }).immediate();
      return wireOf(participantId);
    },

    /**
     * GET games/{id}/registration: the game as the catalogue shows it, its state, places left, the player's team.
     * A private game is found only by who may see it (its invite token, or an account it knows): 404 otherwise.
     */
    gameView(gameId: number, user: UserRow | null, invite: string | null = null): RegistrationGameReply {
      const at = now();
      if (!game(gameId)) throw notFound();
      const privateGame = privateAccess.find(gameId);
      if (privateGame) {
        if (privateAccess.roleOf(privateGame, user, invite) === null) throw notFound();
        if (user && privateAccess.tokenMatches(privateGame, invite)) privateAccess.rememberInvitee(gameId, user.id, at);
      }
      // Holds that ran out are released first, so placesLeft is never stale.
      db.transaction(() => holds.expireInGame(gameId, at)).immediate();
      const row = game(gameId)!;
      if (user) claimGuest(user, at);
      const mine = user ? ((mineInGame.get(gameId, user.id) as RegistrationGameReply['data']['mine'] | undefined) ?? null) : null;
      return {
        data: {
          game: toGameListItem(row, at, user ? mine !== null : undefined, mine?.id),
          state: registrationStateOf(row, at),
          placesLeft: placesLeft(row),
          mine,
          // The organiser paid for the whole game (the order): every team registers free.
          ...(privateGame ? { privateGame: { organiserPaid: true } } : {}),
        },
      };
    },

    /** GET check-promo (spec section 7): 200 either way; `status` says whether it applies. */
    checkPromo(query: { gameId: number; code: string; email?: string | undefined }, locale: Locale): CheckPromoReply {
      const row = game(query.gameId);
      if (!row) throw fieldError('gameId', 'validation.in', 'game_id');
      const verdict = evaluatePromo(promo, query.code, {
        gameId: row.id,
        priceMinor: row.price_minor,
        currency: row.currency,
        email: query.email ?? null,
        participantId: 0,
        now: now(),
        readOnly: true,
      });
      if (!verdict.ok) return { status: 'error', text: translate(locale, { key: verdict.key }), discount: { value: 0 }, promoId: null };
      return {
        status: 'success',
        text: translate(locale, { key: 'promo.applied' }),
        discount: { value: verdict.discount.value, type: verdict.discount.type, price: toMajorUnits(verdict.amountMinor) },
        promoId: verdict.promo.id,
      };
    },

    locationGuess: (acceptLanguage: string | undefined, locale: Locale): LocationGuess => guessCity(db, acceptLanguage, locale, config.defaultCityId),

    /** Letters 1 hour before the start to READY and DEFERRED registrations, once each. */
    sendReminders(at: number = now()): number {
      return db
        .transaction(() => {
          let sent = 0;
          for (const id of dueReminders.all(at, at + REMINDER_LEAD_MS) as number[]) if (letters.send(id, 'game_reminder', at)) sent += 1;
          return sent;
        })
        .immediate();
    },

    /** The sweeper's work: expired holds, then reminders. */
    sweep(at: number = now()) {
      const expired = holds.expireAll(at).length;
      const reminders = this.sendReminders(at);
      return { expired, reminders };
    },
  };
}

export type RegistrationModule = ReturnType<typeof createRegistrationModule>;

const modules = new WeakMap<Services, RegistrationModule>();

/** The registration module of a backend instance, created on first use (routes, the sweeper and tests share it). */
export function registrationFor(services: Services): RegistrationModule {
  let registration = modules.get(services);
  if (!registration) {
    registration = createRegistrationModule(services);
    modules.set(services, registration);
  }
  return registration;
}

/** How often the sweeper runs: expired holds are released and reminders sent at most this late. */
const REGISTRATION_SWEEP_MS = 30_000;

/** Starts the sweeper of a running backend; returns its stop. */
export function startRegistrationJobs(services: Services, intervalMs = REGISTRATION_SWEEP_MS): () => void {
  const registration = registrationFor(services);
  const timer = setInterval(() => {
    try {
      registration.sweep();
    } catch (error) {
      services.logger.error('registration sweep failed', { error });
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
