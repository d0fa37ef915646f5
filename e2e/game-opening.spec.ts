import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { expectNoGameAxeViolations } from './support/game-axe';
import { signIn } from './support/live-game';

/**
 * The game page opens by itself an hour before the start: a registered team waiting on its countdown is taken to the
 * game screen without reloading, and a screen reader hears it happen. Each language gets a game of its own that
 * opens a few seconds after the page loads (written into the e2e database: the reference backend has no API to
 * schedule games), a themed game outside the cities the catalogue's tests filter by, removed afterwards.
 */
const DATABASE = process.env.E2E_DATABASE_PATH ?? '.data/e2e.sqlite';
const HOUR = 3_600_000;
/** Long enough for the page to load and show its countdown first. */
const OPENS_IN_MS = 10_000;

const cases = {
  ru: { prefix: '', city: 'Казань', opening: 'Открываем страницу игры…', waiting: 'Игра скоро начнётся' },
  en: { prefix: '/en', city: 'Online', opening: 'Opening the game page…', waiting: 'The game starts soon' },
  fr: { prefix: '/fr', city: 'Paris', opening: 'Ouverture de la page de la partie…', waiting: 'La partie commence bientôt' },
} as const;

function openDb() {
  const db = new Database(DATABASE);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A game starting in an hour and a few seconds, and a READY team of one player registered for it. */
function scheduleGame(locale: keyof typeof cases) {
  const db = openDb();
  try {
    // IMMEDIATE: it reads, then writes while the backend writes too; a deferred transaction would fail with
    // "database is locked" at once (not after the busy timeout) if the backend committed between the two.
    return db
      .transaction(() => {
        const now = Date.now();
        const startsAt = now + HOUR + OPENS_IN_MS;
        const city = db.prepare('SELECT id, timezone FROM cities WHERE name = ?').get(cases[locale].city) as { id: number; timezone: string };
        const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: city.timezone }).format(startsAt);
        const gameId = Number(
          db
            .prepare(
              `INSERT INTO games (city_id, type, name, starts_at, starts_local_date, max_participants, price_minor, currency, created_at)
            VALUES (?, 'themed', ?, ?, ?, 30, 0, 'RUB', ?)`,
            )
            .run(city.id, `E2E opening ${locale} ${now}`, startsAt, localDate, now).lastInsertRowid,
        );
        const hash = (db.prepare("SELECT password_hash FROM users WHERE email = 'player@quiz.test'").get() as { password_hash: string }).password_hash;
        const email = `opening-${locale}-${now}@e2e.quiz.test`;
        const userId = Number(
          db
            .prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, ?)")
            .run('E2E', email, hash, now).lastInsertRowid,
        );
        const teamId = Number(
          db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)').run(`Opening ${locale}`, city.id, userId, now)
            .lastInsertRowid,
        );
        db.prepare("INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)").run(teamId, userId, now);
        const participantId = Number(
          db
            .prepare("INSERT INTO participants (game_id, team_id, status, registered_by_user_id, created_at, updated_at) VALUES (?, ?, 'READY', ?, ?, ?)")
            .run(gameId, teamId, userId, now, now).lastInsertRowid,
        );
        return { gameId, email, participantId, opensAt: startsAt - HOUR };
      })
      .immediate();
  } finally {
    db.close();
  }
}

function removeGame(gameId: number) {
  const db = openDb();
  try {
    db.prepare('DELETE FROM games WHERE id = ?').run(gameId);
  } finally {
    db.close();
  }
}

for (const locale of Object.keys(cases) as (keyof typeof cases)[]) {
  const text = cases[locale];

  test(`in ${locale} the countdown opens the game page by itself when the hour before the start comes, and says so`, async ({ page, context, baseURL }) => {
    const game = scheduleGame(locale);
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
      removeGame(game.gameId);
    }
  });
}
