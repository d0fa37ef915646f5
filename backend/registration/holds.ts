import type { Db } from '../db/database';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';

/**
 * Ends the holds that ran out: a PENDING registration unpaid after its hold, a DEFERRED one unpaid at the start.
 * They become CANCELLED (`expired`), their place is free again, a reserved promo use is released and open payment
 * intents expire (the provider's Check for them is then refused). Runs inside the caller's transaction when given
 * a game (lazily, before registering or paying), and on its own for every game from the sweeper.
 */
export function createHolds(db: Db, promo: PromoCodesRepo) {
  const dueAll = db
    .prepare("SELECT id FROM participants WHERE status IN ('PENDING', 'DEFERRED') AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?")
    .pluck();
  const dueInGame = db
    .prepare(
      `SELECT id FROM participants WHERE game_id = ? AND status IN ('PENDING', 'DEFERRED')
      AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?`,
    )
    .pluck();
  const cancel = db.prepare(`UPDATE participants SET status = 'CANCELLED', cancel_reason = 'expired', updated_at = ?
    WHERE id = ? AND status IN ('PENDING', 'DEFERRED')`);
  const openOf = db.prepare("SELECT id, game_id FROM participants WHERE email = ? COLLATE NOCASE AND status IN ('PENDING', 'DEFERRED')");
  const endHold = db.prepare('UPDATE participants SET hold_expires_at = ? WHERE id = ?');
  const expirePayments = db.prepare(`UPDATE payments SET status = 'expired', updated_at = ?
    WHERE participant_id = ? AND status IN ('created', 'processing')`);

  const expire = (ids: number[], now: number) => {
    for (const id of ids) {
      cancel.run(now, id);
      expirePayments.run(now, id);
      promo.release(id);
    }
    return ids;
  };

  return {
    /** Inside a transaction: the game's holds that ran out. Returns the ids cancelled. */
    expireInGame: (gameId: number, now: number) => expire(dueInGame.all(gameId, now) as number[], now),
    /** Every hold that ran out, in one transaction. */
    expireAll: (now: number) => db.transaction(() => expire(dueAll.all(now) as number[], now)).immediate(),
    /**
     * Demo mode only (/dev/registrations/expire-holds): the holds of the open registrations made with this e-mail end
     * now, through the same rule as a hold that ran out. Returns the ids cancelled.
     */
    endHoldsOf: (email: string, now: number) =>
      db
        .transaction(() => {
          const rows = openOf.all(email) as { id: number; game_id: number }[];
          for (const row of rows) endHold.run(now, row.id);
          return [...new Set(rows.map((row) => row.game_id))].flatMap((gameId) => expire(dueInGame.all(gameId, now) as number[], now));
        })
        .immediate(),
  };
}

export type Holds = ReturnType<typeof createHolds>;
