import type { Locale } from '../i18n/locale';
import { ApiError, type ErrorBody, type ApiErrorStatus } from '../api-errors/api-error';
import { translate } from '../i18n/messages';
import { translateGame, type GameMessage, type GameMessageKey } from './game-messages';

/**
 * A refusal of the game engine, written in the request's language by the app's error handler like any ApiError.
 * 409: the game's state does not allow it now; 422: the request breaks a rule (Laravel's {message, errors} shape).
 */
export class GameError extends ApiError {
  constructor(
    status: ApiErrorStatus,
    readonly game: { message: GameMessage; errors?: Record<string, GameMessage[]> },
  ) {
    super(status, { message: { key: 'http.bad_request' } });
    this.message = translateGame('en', game.message);
  }

  override bodyFor(locale: Locale): ErrorBody {
    if (!this.game.errors) return { message: translateGame(locale, this.game.message) };
    // Field errors get Laravel 8's summary line, like every other 422 of the backend.
    const message = translate(locale, { key: 'validation.summary' });
    const errors = Object.fromEntries(Object.entries(this.game.errors).map(([field, list]) => [field, list.map((item) => translateGame(locale, item))]));
    return { message, errors };
  }
}

type Params = GameMessage['params'];

/** 409 with a message only. */
export const conflict = (key: GameMessageKey, params?: Params) => new GameError(409, { message: { key, params } });

/**
 * 409 "results are final": a finished game's results no longer change (the finish dialog promises it), so sheet
 * checks, group decisions and appeal decisions are refused. Checked inside the caller's transaction.
 */
export function resultsOpen(store: { game: (gameId: number) => { finished_at: number | null } }, gameId: number): void {
  if (store.game(gameId).finished_at !== null) throw conflict('results_final');
}

/** 403 "This action is unauthorized." */
export const forbidden = (key: GameMessageKey = 'forbidden') => new GameError(403, { message: { key } });

/** 422 in Laravel's shape with the message on one field. */
export const unprocessable = (field: string, key: GameMessageKey, params?: Params) =>
  new GameError(422, { message: { key, params }, errors: { [field]: [{ key, params }] } });
