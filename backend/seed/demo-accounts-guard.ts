import { verifyPassword } from '../auth/password';
import type { Db } from '../db/database';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts';

/** Demo accounts in the database that still open with the published password. */
async function openDemoAccounts(db: Db): Promise<string[]> {
  const find = db.prepare('SELECT password_hash FROM users WHERE email = ?');
  const open: string[] = [];
  for (const account of demoAccounts) {
    const row = find.get(account.email) as { password_hash: string | null } | undefined;
    if (row?.password_hash && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) open.push(account.email);
  }
  return open;
}

/**
 * Without demo mode the backend refuses a database seeded in demo mode: its demo accounts (the expert among them)
 * open with a password published in the repository.
 */
export async function assertNoOpenDemoAccounts(db: Db): Promise<void> {
  const open = await openDemoAccounts(db);
  if (open.length === 0) return;
  throw new Error(
    `The database holds demo accounts with the published demo password (${open.join(', ')}), and demo mode is off. ` +
      'Start from a fresh database (another DATABASE_PATH, or `DEMO_MODE=0 npm run db:reset`), or run in demo mode ' +
      '(DEMO_MODE=1, loopback only).',
  );
}
