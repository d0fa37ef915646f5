import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_HOLD_MINUTES, registrationSettings } from '@/contract/registration-settings';
import type { RegisterRequest } from '@/contract/schemas/registration';
import type { Db } from '../db/database';
import { evaluatePromo } from '../promo/promo-rules';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';
import type { UserRow } from '../users/users-repo';
import type { GameRow } from '../catalogue/games-repo';
import type { PrivateAccess } from '../party/private-access';
import { registrationStateOf } from './game-view';
import type { Holds } from './holds';
import { conflict, fieldError, notFound, unauthenticated } from './refusal';
import type { RegistrationLetters } from './registration-letters';
import type { RegistrationRepo } from './registration-repo';
import { requestHash, type Replays } from './replays';
import type { Teams } from './teams';

export const PAYMENT_HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

/** The registration body after the contract's schema (trimmed strings, `accepted` checked). */
export type ValidRegistration = Omit<RegisterRequest, 'consent' | 'agreement'>;

export interface Requester {
  /** The signed-in account, or null for a guest. */
  user: UserRow | null;
}

/** `user:12` or `guest:<e-mail>`: whose idempotency keys and throttle a request counts against. */
export const requesterScope = (requester: Requester, guestEmail: string | null | undefined) =>
  requester.user ? `user:${requester.user.id}` : `guest:${(guestEmail ?? '').trim().toLowerCase()}`;

/** A guest's access token: 256 random bits; only its SHA-256 is stored. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  repo: RegistrationRepo;
  teams: Teams;
  promo: PromoCodesRepo;
  holds: Holds;
  letters: RegistrationLetters;
  replays: Replays;
  game: (gameId: number) => GameRow | undefined;
  privateAccess: PrivateAccess;
}

/**
 * POST {base}/games/{gameId}/registrations (contract/README.md, "Registering"). The language's rules first, then,
 * in one IMMEDIATE transaction: the game's state, the team, "already registered", the promo code, the capacity
 * check and the hold. Two requests never take the last place twice: SQLite runs one IMMEDIATE transaction at a
 * time and the count is read inside it.
 */
export function createRegister(db: Db, deps: Deps) {
  const insert = db.prepare(`INSERT INTO participants (game_id, team_id, status, registered_by_user_id, player_name, email,
      city_id, city_text, language, price_minor, currency, promo_code_id, amount_minor, paid_minor, hold_expires_at,
      cancel_reason, confirmed_at, created_at, updated_at)
    VALUES (@gameId, @teamId, @status, @userId, @name, @email, @cityId, @city, @language, @price, @currency, @promoId,
      @amount, 0, @holdUntil, NULL, @confirmedAt, @now, @now)`);
  const reuse = db.prepare(`UPDATE participants SET status = @status, registered_by_user_id = @userId, player_name = @name,
      email = @email, city_id = @cityId, city_text = @city, language = @language, price_minor = @price, currency = @currency,
      promo_code_id = @promoId, amount_minor = @amount, paid_minor = 0, hold_expires_at = @holdUntil, cancel_reason = NULL,
      confirmed_at = @confirmedAt, created_at = @now, updated_at = @now
    WHERE id = @id AND status = 'CANCELLED'`);
  const expireOldPayments = db.prepare(
    "UPDATE payments SET status = 'expired', updated_at = ? WHERE participant_id = ? AND status IN ('created', 'processing')",
  );
  const forgetLetters = db.prepare('DELETE FROM registration_letters WHERE participant_id = ?');
  const insertToken = db.prepare('INSERT INTO registration_tokens (token_hash, participant_id, created_at) VALUES (?, ?, ?)');

  const issueToken = (participantId: number, now: number) => {
    const token = randomBytes(32).toString('base64url');
    insertToken.run(tokenHash(token), participantId, now);
    return token;
  };

  /** The rules of the site's language that need no database (contract/registration-settings.ts). */
  function checkLanguageRules(body: ValidRegistration, requester: Requester) {
    const settings = registrationSettings[body.language];
    if (settings.regRequired && !requester.user) throw unauthenticated();
    if (!requester.user && !body.email) throw fieldError('email', 'validation.required');
    if (body.cityId == null) {
      if (!body.city) throw fieldError('cityId', 'validation.required', 'city');
      if (!settings.freeCityInput) throw fieldError('city', 'validation.in');
    }
    if (body.payLater && !settings.allowPayLater) throw conflict('pay_later_not_allowed', 'registration.pay_later_not_allowed');
  }

  return function register(gameId: number, body: ValidRegistration, requester: Requester, idempotencyKey: string | null, now: number) {
    checkLanguageRules(body, requester);
    const email = requester.user ? requester.user.email : body.email!;
    const scope = requesterScope(requester, email);
    const hash = requestHash(`registration:${gameId}`, body);

    return db
      .transaction(() => {
        const replayed = deps.replays.replay(scope, idempotencyKey, hash, now);
        if (replayed !== null) {
          const token = requester.user ? undefined : issueToken(replayed, now);
          return { participantId: replayed, created: false, accessToken: token };
        }
        deps.holds.expireInGame(gameId, now);
        const game = deps.game(gameId);
        if (!game) throw notFound();
        // A private game takes registrations only through its invite link (or from an account it knows).
        const privateGame = deps.privateAccess.find(gameId);
        if (privateGame) {
          if (deps.privateAccess.roleOf(privateGame, requester.user, body.invite) === null) throw notFound();
          if (requester.user && deps.privateAccess.tokenMatches(privateGame, body.invite)) deps.privateAccess.rememberInvitee(gameId, requester.user.id, now);
        }
        const state = registrationStateOf(game, now);
        if (state !== 'open' && state !== 'sold_out') throw conflict(state, `registration.state.${state}`);

        const cityId = body.cityId ?? null;
        if (cityId !== null && !deps.teams.cityExists(cityId)) throw fieldError('cityId', 'validation.in', 'city_id');
        const team = deps.teams.resolve({
          userId: requester.user?.id ?? null,
          teamId: body.teamId ?? null,
          teamName: body.teamName ?? null,
          cityId,
          now,
        });
        const existing = deps.repo.ofTeam(gameId, team.teamId);
        if (existing && existing.status !== 'CANCELLED') throw fieldError(team.field, 'registration.team_registered');

        let promoId: number | null = null;
        let amount = game.price_minor;
        if (body.promo) {
          const verdict = evaluatePromo(deps.promo, body.promo, {
            gameId,
            priceMinor: game.price_minor,
            currency: game.currency,
            email,
            participantId: existing?.id ?? 0,
            now,
          });
          if (!verdict.ok) throw fieldError('promo', verdict.key);
          promoId = verdict.promo.id;
          amount = verdict.amountMinor;
        }

        if (deps.repo.taken(gameId) >= game.max_participants) throw conflict('sold_out', 'registration.state.sold_out');

        const status = amount === 0 ? 'READY' : body.payLater ? 'DEFERRED' : 'PENDING';
        const holdUntil = status === 'READY' ? null : status === 'DEFERRED' ? game.starts_at : Math.min(now + PAYMENT_HOLD_MS, game.starts_at);
        const values = {
          gameId,
          teamId: team.teamId,
          status,
          userId: requester.user?.id ?? null,
          name: body.name,
          email,
          cityId,
          city: cityId === null ? (body.city ?? null) : null,
          language: body.language,
          price: game.price_minor,
          currency: game.currency,
          promoId,
          amount,
          holdUntil,
          confirmedAt: status === 'READY' ? now : null,
          now,
        };
        let participantId: number;
        if (existing) {
          reuse.run({ ...values, id: existing.id });
          participantId = existing.id;
          // A registration made again starts afresh: old intents are void and its letters may go out again.
          expireOldPayments.run(now, participantId);
          forgetLetters.run(participantId);
          deps.promo.release(participantId);
        } else {
          participantId = Number(insert.run(values).lastInsertRowid);
        }

        if (promoId !== null) {
          if (status === 'READY') deps.promo.spend(promoId, participantId, email, now);
          else if (status === 'PENDING') deps.promo.hold(promoId, participantId, email, holdUntil!, now);
        }
        deps.letters.send(participantId, status === 'READY' ? 'registration_confirmed' : 'registration_received', now);
        deps.replays.remember(scope, idempotencyKey, hash, 201, participantId, participantId, now);
        const accessToken = requester.user ? undefined : issueToken(participantId, now);
        return { participantId, created: true, accessToken };
      })
      .immediate();
  };
}
