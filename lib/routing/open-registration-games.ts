import { endpoints } from '@/contract/endpoints';
import { createSharedRead } from '@/lib/cache/shared-read';
import { env } from '@/lib/env';

/** How long one answer about a game is shared by every visitor of its registration address. */
const SHARED_FOR_MS = 10_000;
const MAX_GAMES = 500;
/** A slow answer is not waited for: the page is then rendered for its request, which asks again. */
const CHECK_TIMEOUT_MS = 3_000;

const sharedRead = createSharedRead(MAX_GAMES);

/**
 * Whether a game's registration view exists for anyone (GET games/{id}/registration without a session): then its
 * `/reg/{id}` is the stored home page with the modal opened by the browser (lib/routing/landing-copies.ts), the same
 * document for every visitor. No (a game that does not exist, a private one, an API that does not answer) sends the
 * request to the page rendered for it, which asks with the visitor's session and answers 404 when the game is not
 * theirs to see either. One call per game every few seconds, shared by every request in between.
 */
export function isOpenRegistrationGame(gameId: number, now = Date.now()): Promise<boolean> {
  const { family, path } = endpoints.baseMain.registrationGame(gameId);
  // A failed or slow call is a "no" (rendered per request), kept like any answer.
  const ask = () =>
    fetch(`${env().api.server[family]}${path}`, { headers: { Accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
      .then(async (response) => {
        // Read to the end (a few kB), so the connection goes back to the pool.
        await response.arrayBuffer();
        return response.ok;
      })
      .catch(() => false);
  return sharedRead(`game:${gameId}`, SHARED_FOR_MS, ask, now);
}
