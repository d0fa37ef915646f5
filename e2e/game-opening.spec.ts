import { expect, test } from '@playwright/test';
import { devRoute } from './support/demo-setup';
import { expectNoGameAxeViolations } from './support/game-axe';
import { signIn } from './support/live-game';

/**
 * The game page opens by itself an hour before the start: a registered team waiting on its countdown is taken to the
 * game screen without reloading, and a screen reader hears it happen. Each language gets a game of its own that
 * opens a few seconds after the page loads (scheduled through the backend's demo-mode route POST /dev/games), a
 * themed game outside the cities the catalogue's tests filter by, removed afterwards.
 */
const HOUR = 3_600_000;
/** Long enough for the page to load and show its countdown first. */
const OPENS_IN_MS = 10_000;

const cases = {
  ru: { prefix: '', city: 'Казань', opening: 'Открываем страницу игры…', waiting: 'Игра скоро начнётся' },
  en: { prefix: '/en', city: 'Online', opening: 'Opening the game page…', waiting: 'The game starts soon' },
  fr: { prefix: '/fr', city: 'Paris', opening: 'Ouverture de la page de la partie…', waiting: 'La partie commence bientôt' },
} as const;

/** A game starting in an hour and a few seconds, and a READY team of one player registered for it. */
async function scheduleGame(locale: keyof typeof cases) {
  const now = Date.now();
  const startsAt = now + HOUR + OPENS_IN_MS;
  const { id: gameId } = await devRoute<{ id: number }>('POST', '/dev/games', { city: cases[locale].city, name: `E2E opening ${locale} ${now}`, startsAt });
  const email = `opening-${locale}-${now}@e2e.quiz.test`;
  const { participantId } = await devRoute<{ participantId: number }>('POST', `/dev/games/${gameId}/teams`, { email, name: 'E2E', team: `Opening ${locale}` });
  return { gameId, email, participantId, opensAt: startsAt - HOUR };
}

async function removeGame(gameId: number) {
  await devRoute('DELETE', `/dev/games/${gameId}`);
}

for (const locale of Object.keys(cases) as (keyof typeof cases)[]) {
  const text = cases[locale];

  test(`in ${locale} the countdown opens the game page by itself when the hour before the start comes, and says so`, async ({ page, context, baseURL }) => {
    const game = await scheduleGame(locale);
    try {
      await signIn(context, baseURL!, game.email);
      await page.goto(`${text.prefix}/game/${game.participantId}`);
      await expect(page.getByTestId('game-not-open')).toBeVisible();
      await expect(page.getByTestId('countdown')).toHaveText(/^00:00:0\d$/);
      const status = page.getByTestId('game-not-open').getByRole('status');
      await expect(status).toHaveText('');
      await expectNoGameAxeViolations(page);

      // The status line is there only until the game screen replaces the countdown: watch for it in the page.
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });
      const heard = page.evaluate(
        (opening) =>
          new Promise<boolean>((resolve) => {
            const region = document.querySelector('[data-testid="game-not-open"] [role="status"]');
            if (!region) return resolve(false);
            new MutationObserver(() => region.textContent === opening && resolve(true)).observe(region, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          }),
        text.opening,
      );
      expect(Date.now()).toBeLessThan(game.opensAt);
      expect(await heard).toBe(true);

      await expect(page.getByTestId('round-state')).toContainText(text.waiting, { timeout: 15_000 });
      await expect(page.getByTestId('game-not-open')).toHaveCount(0);
      // Rendered again in place, not reloaded: the document is the one the countdown ran in.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(game.opensAt);
    } finally {
      await removeGame(game.gameId);
    }
  });
}
