import { backendUrl, DEMO_PASSWORD, demoAccounts } from '../fixtures';

/**
 * The seed's demo private game (organised by player@quiz.test, backend/seed/seed-party.ts), as its organiser's
 * list (GET {party}/games) shows it: its id and invite token. The seeded one is the first private game made, so
 * the lowest id among those the player organises (a spec may have bought more meanwhile).
 */
export async function demoPrivateGame(): Promise<{ id: number; token: string }> {
  const login = await fetch(`${backendUrl}/api/base/login`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.player, password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const reply = await fetch(`${backendUrl}/api/party/games`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  const games = ((await reply.json()) as { data: { id: number; role: string; inviteToken: string | null }[] }).data;
  const seeded = games.filter((game) => game.role === 'organiser').sort((a, b) => a.id - b.id)[0];
  if (!seeded?.inviteToken) throw new Error('the seed has no demo private game');
  return { id: seeded.id, token: seeded.inviteToken };
}
