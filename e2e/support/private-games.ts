import Database from 'better-sqlite3';

/**
 * The seed's demo private game (organised by player@quiz.test, backend/seed/seed-party.ts), read from this run's
 * database (fresh for every run): its id and invite token.
 */
export function demoPrivateGame(): { id: number; token: string } {
  const db = new Database(process.env.E2E_DATABASE_PATH ?? '.data/e2e.sqlite', { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT game_id AS id, invite_token AS token FROM private_games ORDER BY game_id LIMIT 1').get() as
      { id: number; token: string } | undefined;
    if (!row) throw new Error('the seed has no demo private game');
    return row;
  } finally {
    db.close();
  }
}
