import { emailField, nameField, NEW_PASSWORD_MIN_LENGTH, newPasswordField } from '@/contract/schemas/accounts';
import { safeParse } from 'zod/v4/core';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { isUniqueViolation } from './users-repo';

export interface NewExpert {
  email: string;
  name: string;
  password: string;
  /** Games to host: ids, or 'upcoming' for every game not finished or cancelled. */
  games?: number[] | 'upcoming';
}

/** A refusal the operator can act on (the command prints it and exits with 1). */
export class CreateExpertError extends Error {}

/**
 * An expert account with the operator's password, confirmed (the operator vouches for the address), hosting the
 * given games. This is how a backend without demo mode gets its first staff account: none is seeded there.
 */
export async function createExpert(db: Db, input: NewExpert, now: number): Promise<{ userId: number; gameIds: number[] }> {
  const email = safeParse(emailField, input.email);
  if (!email.success) throw new CreateExpertError(`--email: "${input.email}" is not a valid e-mail address.`);
  const name = safeParse(nameField, input.name);
  if (!name.success) throw new CreateExpertError('--name: give a name of 1 to 255 characters.');
  if (!safeParse(newPasswordField, input.password).success) {
    throw new CreateExpertError(`The password must have ${NEW_PASSWORD_MIN_LENGTH} to 255 characters.`);
  }
  const passwordHash = await hashPassword(input.password);

  return db.transaction(() => {
    const gameIds =
      input.games === 'upcoming'
        ? (db.prepare('SELECT id FROM games WHERE finished_at IS NULL AND cancelled_at IS NULL ORDER BY starts_at, id').all() as { id: number }[]).map(
            (row) => row.id,
          )
        : (input.games ?? []);
    const missing = gameIds.filter((id) => db.prepare('SELECT 1 FROM games WHERE id = ?').get(id) === undefined);
    if (missing.length > 0) throw new CreateExpertError(`--games: no game with id ${missing.join(', ')}.`);
    let userId: number;
    try {
      userId = Number(
        db
          .prepare(
            `INSERT INTO users (name, email, password_hash, role, is_approved, email_verified_at, created_at)
            VALUES (?, ?, ?, 'expert', 1, ?, ?)`,
          )
          .run(name.data, email.data, passwordHash, now, now).lastInsertRowid,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new CreateExpertError(`An account with the e-mail ${email.data} already exists.`);
      throw error;
    }
    const assign = db.prepare("INSERT INTO game_experts (game_id, user_id, role) VALUES (?, ?, 'host')");
    for (const gameId of gameIds) assign.run(gameId, userId);
    return { userId, gameIds };
  })();
}
