import { tokenReplySchema } from '@/contract/schemas/auth';
import type { RunningBackend } from '@/backend/main';

/** What the realtime integration tests share: a seeded player's token, the demo team's live participation, polling. */
export async function loginToken(backend: RunningBackend, email = 'player@quiz.test'): Promise<string> {
  const response = await fetch(`${backend.url}/api/base/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo12345' }),
  });
  return tokenReplySchema.parse(await response.json()).access_token;
}

/** The demo team's participation in the game that is live by the seed. */
export function demoParticipantId(backend: RunningBackend): number {
  const row = backend.db
    .prepare(
      "SELECT p.id FROM participants p JOIN teams t ON t.id = p.team_id JOIN games g ON g.id = p.game_id WHERE t.name = 'Эрудиты' AND g.started_at IS NOT NULL",
    )
    .get() as { id: number };
  return row.id;
}

export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
