import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { backendUrl, DEMO_PASSWORD, demoAccounts, expectNoAxeViolations, locales, prefixOf, type Locale } from './fixtures';

/** Words of the page per language (the catalogue's own messages). */
const texts = {
  ru: {
    heading: 'Ближайшие игры',
    filters: 'Фильтры игр',
    type: 'Семейная',
    all: 'Все',
    date: 'Дата',
    city: 'Город',
    ownCity: 'Москва',
    showMore: 'Показать ещё',
    found: /Найден[оа] \d+ игр/,
    shown: 'Показано игр: 24 из',
    noGames: ['Игр не найдено', 'Узнавайте о новых играх первыми', 'Своя игра для вашей компании'],
    states: {
      inProgress: 'Игра идёт',
      open: 'Регистрация открыта',
      fewPlaces: 'Мало мест',
      soldOut: 'Мест нет',
      closed: 'Регистрация закрыта',
      opensLater: 'Скоро регистрация',
    },
    lines: {
      open: 'Идёт регистрация',
      fewPlaces: 'Осталось мало мест',
      opensLater: /Регистрация откроется \d{2} \S+, \d{2}:\d{2}/,
      ended: 'Регистрация завершена',
    },
    registered: 'Вы участвуете',
    goToGame: 'Перейти к игре',
    calendar: 'В календарь',
    loadError: 'Не удалось загрузить список игр',
    retry: 'Попробовать снова',
    form: { region: 'Подписка на новые игры', name: 'Имя', city: 'Город', email: 'E-mail', submit: 'Подписаться' },
    errors: ['Введите имя', 'Введите e-mail', 'Укажите город', 'Без согласия на обработку данных мы не сможем присылать письма'],
    emailInvalid: 'Введите корректный email',
    serverNameInvalid: 'Поле имя содержит невидимые управляющие символы, их нельзя сохранить.',
    success: 'Готово! Письма с расписанием будут приходить на',
  },
  en: {
    heading: 'Upcoming games',
    filters: 'Game filters',
    type: 'Family',
    all: 'All',
    date: 'Date',
    city: 'City',
    ownCity: 'London',
    showMore: 'Show more',
    found: /\d+ games? found/,
    shown: 'Showing 24 of',
    noGames: ['No games found'],
    states: {
      inProgress: 'In progress',
      open: 'Registration open',
      fewPlaces: 'Few places left',
      soldOut: 'Sold out',
      closed: 'Registration closed',
      opensLater: 'Opens soon',
    },
    lines: {
      open: 'Registration is open',
      fewPlaces: 'Few places left — register now',
      opensLater: /Registration opens on \d{2} \S+, \d{2}:\d{2}/,
      ended: 'Registration has ended',
    },
    registered: 'You are registered',
    goToGame: 'Go to the game',
    calendar: 'Add to calendar',
    loadError: 'We could not load the games',
    retry: 'Try again',
    form: { region: 'Hear about new games', name: 'Name', city: 'City', email: 'E-mail', submit: 'Subscribe' },
    errors: ['Enter your name', 'Enter your e-mail', 'Enter your city', 'We need your consent to process your data before we can send you e-mails'],
    emailInvalid: 'Invalid email format',
    serverNameInvalid: 'The name contains invisible control characters, which cannot be saved.',
    success: 'Done! The schedule will arrive at',
  },
  fr: {
    heading: 'Prochaines parties',
    filters: 'Filtres des parties',
    type: 'En famille',
    all: 'Toutes',
    date: 'Date',
    city: 'Ville',
    ownCity: 'Paris',
    showMore: 'Afficher plus',
    found: /\d+ parties? trouvées?/,
    shown: '24 parties affichées sur',
    noGames: ['Aucune partie trouvée'],
    states: {
      inProgress: 'En cours',
      open: 'Inscriptions ouvertes',
      fewPlaces: 'Dernières places',
      soldOut: 'Complet',
      closed: 'Inscriptions closes',
      opensLater: 'Bientôt ouvertes',
    },
    lines: {
      open: 'Inscriptions ouvertes',
      fewPlaces: 'Plus que quelques places',
      opensLater: /Les inscriptions ouvriront le \d{2} \S+, \d{2}:\d{2}/,
      ended: 'Inscriptions terminées',
    },
    registered: 'Votre équipe est inscrite',
    goToGame: 'Accéder à la partie',
    calendar: 'Ajouter au calendrier',
    loadError: 'Impossible de charger les parties',
    retry: 'Réessayer',
    form: { region: 'Restez informés des nouvelles parties', name: 'Nom', city: 'Ville', email: 'E-mail', submit: 'S’abonner' },
    errors: [
      'Saisissez votre nom',
      'Saisissez votre e-mail',
      'Indiquez votre ville',
      'Votre consentement au traitement des données est nécessaire pour recevoir nos e-mails',
    ],
    emailInvalid: 'Format d’e-mail invalide',
    serverNameInvalid: 'Le champ nom contient des caractères de contrôle invisibles, qui ne peuvent pas être enregistrés.',
    success: 'C’est fait ! Le programme arrivera à l’adresse',
  },
} as const;

const home = (locale: Locale, query = '') => `${prefixOf(locale) || '/'}${query}`;
const cards = (page: Page) => page.getByTestId('games-list').getByTestId('game-card');
const filters = (page: Page, locale: Locale) => page.getByRole('form', { name: texts[locale].filters });

/** After a full page load, the filters answer once hydrated (the form says so). */
const interactive = (page: Page, locale: Locale) => expect(filters(page, locale)).toHaveAttribute('data-interactive', 'true');

/** The seed leaves this day without games anywhere: today in Moscow + 7 days (backend/seed/game-plan.ts). */
const emptyDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() + 7 * 86_400_000));

/**
 * Clicks "show more" once it holds still. Cards past the first rows are laid out only when they come near the
 * viewport (`content-visibility: auto`), so when a jump brings the button into view the rows above it take their
 * real height two or three frames later and move it: a click in between lands where the button was.
 */
async function showMore(page: Page, locale: Locale) {
  const button = page.getByRole('button', { name: texts[locale].showMore });
  await button.scrollIntoViewIfNeeded();
  await button.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let top = el.getBoundingClientRect().top;
        let still = 0;
        const check = () => {
          const now = el.getBoundingClientRect().top;
          still = now === top ? still + 1 : 0;
          top = now;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  await button.click();
}

/** Waits until the list shows only games with this text (the previous list stays, dimmed, until the new one is in). */
async function expectEvery(page: Page, text: string) {
  await expect(cards(page).filter({ hasNotText: text })).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('games-list')).toHaveAttribute('aria-busy', 'false');
}

async function signIn(page: Page) {
  const reply = await page.request.post(`${backendUrl}/api/base/login`, { data: { email: demoAccounts.player, password: DEMO_PASSWORD } });
  const { access_token, refresh_token } = (await reply.json()) as { access_token: string; refresh_token: string };
  const url = new URL(page.url()).origin;
  await page.context().addCookies([
    { name: 'auth_token', value: access_token, url },
    { name: 'auth_refresh', value: refresh_token, url },
  ]);
}

for (const locale of locales) {
  const t = texts[locale];

  test.describe(`catalogue in ${locale}`, () => {
    test('filters by type, city and date live in the address: reload, back and forward keep them', async ({ page }) => {
      await page.goto(home(locale));
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(t.heading) })).toBeVisible();
      await interactive(page, locale);

      await filters(page, locale).getByRole('radio', { name: t.type }).check();
      await expect(page).toHaveURL(/\?type=family$/);
      await expectEvery(page, t.type);
      await expect(page.getByRole('status')).toHaveText(t.found);
      const familyCount = await cards(page).count();

      await filters(page, locale).getByLabel(t.city).selectOption({ label: t.ownCity });
      await expect(page).toHaveURL(/\?type=family&city=\d+$/);
      await expectEvery(page, t.ownCity);

      // Reload: the server renders the same filtered list.
      await page.reload();
      await interactive(page, locale);
      await expect(filters(page, locale).getByRole('radio', { name: t.type })).toBeChecked();
      await expect(filters(page, locale).getByLabel(t.city)).toHaveValue(/\d+/);

      // Entries from before the reload belong to the previous document: these are full page loads.
      await page.goBack();
      await expect(page).toHaveURL(/\?type=family$/);
      await interactive(page, locale);
      await expect(cards(page)).toHaveCount(familyCount);
      await expect(filters(page, locale).getByLabel(t.city)).toHaveValue('');
      await page.goBack();
      await expect(page).not.toHaveURL(/type=/);
      await interactive(page, locale);
      await expect(filters(page, locale).getByRole('radio', { name: t.all })).toBeChecked();
      await expect(cards(page)).toHaveCount(12);
      await page.goForward();
      await expect(page).toHaveURL(/\?type=family$/);
      await interactive(page, locale);
      await expect(cards(page)).toHaveCount(familyCount);

      // Within one document, back and forward are instant (no page load): the island follows the address.
      await filters(page, locale).getByLabel(t.city).selectOption({ label: t.ownCity });
      await expectEvery(page, t.ownCity);
      await page.goBack();
      await expect(page).toHaveURL(/\?type=family$/);
      await expect(filters(page, locale).getByLabel(t.city)).toHaveValue('');
      await expect(cards(page)).toHaveCount(familyCount);
      await page.goForward();
      await expect(page).toHaveURL(/\?type=family&city=\d+$/);
      await expectEvery(page, t.ownCity);
      await page.goBack();
      await expect(cards(page)).toHaveCount(familyCount);

      // A day: every game listed is on that day; "all days" removes the filter from the address. The day is the
      // first family game's (its card says '07 December, 19:00'; the option 'Monday, 7 December'), so the choice
      // has games whatever the hour of the run: the languages' clocks are on different days around midnight.
      const cardDay = (await cards(page).first().locator('time').first().textContent())!.split(',')[0]!.replace(/^0/, '');
      const dateSelect = filters(page, locale).getByLabel(t.date);
      const option = dateSelect.locator('option', { hasText: new RegExp(`(^|\\s)${cardDay}$`) });
      await expect(option).toHaveCount(1);
      const [value, label] = [await option.getAttribute('value'), await option.textContent()];
      await dateSelect.selectOption(value!);
      await expect(page).toHaveURL(new RegExp(`date=${value}`));
      const day = locale === 'fr' ? label!.split(' ').slice(1).join(' ') : label!.split(', ')[1]!;
      await expectEvery(page, day);
      await expect(page.getByRole('status')).toHaveText(t.found);
      await dateSelect.selectOption({ index: 0 });
      await expect(page).toHaveURL(/\?type=family$/);
    });

    test('"show more" appends the next page; a day without games shows the language\'s empty blocks', async ({ page }) => {
      await page.goto(home(locale));
      await interactive(page, locale);
      await expect(cards(page)).toHaveCount(12);
      await showMore(page, locale);
      await expect(cards(page)).toHaveCount(24);
      await expect(page.getByRole('status')).toContainText(t.shown);

      await filters(page, locale).getByLabel(t.date).selectOption(emptyDay());
      const empty = page.getByTestId('no-games');
      await expect(empty).toBeVisible();
      await expect(empty.getByRole('heading', { level: 3 })).toHaveText([...t.noGames]);
      await expect(page.getByTestId('games-list')).toHaveCount(0);
    });

    test('cards show every registration state of the seeded games, and registered ones for the signed-in player', async ({ page }) => {
      await page.goto(home(locale));
      await interactive(page, locale);
      await filters(page, locale).getByLabel(t.city).selectOption({ label: t.ownCity });
      await expectEvery(page, t.ownCity);
      if (await page.getByRole('button', { name: t.showMore }).isVisible()) await showMore(page, locale);
      for (const state of Object.values(t.states)) {
        await expect(cards(page).filter({ hasText: state }).first(), state).toBeVisible();
      }
      for (const line of Object.values(t.lines)) await expect(cards(page).filter({ hasText: line }).first()).toBeVisible();
      // A started game says its stage (15 and 60 minutes after the start) instead of "registration ended".
      const started = cards(page).filter({ hasText: t.states.inProgress }).first().getByTestId('started-helper');
      await expect(started).toHaveAttribute('data-phase', /^(justStarted|underway|finalRounds)$/);
      await expect(started).not.toHaveText(t.lines.ended);
      // Only cards open for registration offer it, and they link to the registration page.
      const open = cards(page).filter({ hasText: t.lines.open }).first();
      await expect(
        open.getByRole('link', { name: new RegExp(`^${locale === 'ru' ? 'Зарегистрироваться' : locale === 'en' ? 'Register' : 'S’inscrire'}`) }),
      ).toHaveAttribute('href', new RegExp(`^${prefixOf(locale)}/reg/\\d+$`));

      await signIn(page);
      await page.reload();
      const registered = cards(page).filter({ hasText: t.registered });
      await expect(registered.first()).toBeVisible();
      // Each card leads to its own game's screen, not to whichever game is live now.
      const links = registered.getByRole('link', { name: new RegExp(t.goToGame) });
      const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefixOf(locale)}/game/\\d+$`));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      if (locale === 'ru') {
        // A game days away: its own screen, with the countdown until its page opens.
        const later = registered.filter({ hasText: 'Страница игры откроется' }).first();
        const href = (await later.getByRole('link', { name: new RegExp(t.goToGame) }).getAttribute('href'))!;
        // The in-app navigation leaves the console clean: no stylesheet the page already has inline is preloaded.
        const noise: string[] = [];
        page.on('console', (message) => {
          if (/preload/i.test(message.text())) noise.push(message.text());
        });
        await later.getByRole('link', { name: new RegExp(t.goToGame) }).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByText(/Страница игры и трансляция откроются/)).toBeVisible();
        // Chrome reports an unused preload a few seconds after it was made.
        await page.waitForTimeout(4_000);
        expect(noise).toEqual([]);
      }
    });

    test('"add to calendar" downloads an .ics file of the game', async ({ page }) => {
      await page.goto(home(locale));
      await interactive(page, locale);
      const card = cards(page).nth(3);
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
      const downloading = page.waitForEvent('download');
      await card.getByRole('button', { name: new RegExp(`^${t.calendar}`) }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^quiz-game-\d+\.ics$/);
      const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain(`SUMMARY:${name.replace(/([,;\\])/g, '\\$1')}\r\n`);
      expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
      expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z\r\n/);
      expect(ics).toMatch(new RegExp(`URL:http://localhost:\\d+${prefixOf(locale)}/reg/\\d+\\r\\n`));
      expect(ics).toMatch(/UID:game-\d+@localhost\r\n/);
    });

    test('the newsletter form validates in the page language, shows server errors and subscribes', async ({ page }) => {
      await page.goto(home(locale));
      await interactive(page, locale);
      // With JavaScript the Server Action is called in the background: the page is never left.
      let documents = 0;
      page.on('framenavigated', (frame) => frame === page.mainFrame() && documents++);
      const form = page.getByRole('region', { name: t.form.region });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('button', { name: t.form.submit }).click();
      for (const error of t.errors) await expect(form.getByText(error)).toBeVisible();
      await expect(form.getByLabel(t.form.name)).toBeFocused();

      await form.getByLabel(t.form.name).fill('Тест Тестов');
      if (locale === 'ru') await form.getByLabel(t.form.city).selectOption({ label: 'Москва' });
      else await form.getByLabel(t.form.city).fill('Lyon');
      await form.getByLabel(t.form.email).fill('not-an-email');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: t.form.submit }).click();
      await expect(form.getByText(t.emailInvalid)).toBeVisible();
      await expect(form.getByLabel(t.form.email)).toBeFocused();

      // What the platform says when it refuses a field is shown under it, in the page's language (an invisible
      // control character in the name passes the form's own checks; the platform refuses it).
      const email = `e2e-${locale}-${Date.now()}@example.com`;
      await form.getByLabel(t.form.email).fill(email);
      await form.getByLabel(t.form.name).fill('Тест\u0007Тестов');
      await form.getByRole('button', { name: t.form.submit }).click();
      await expect(form.getByText(t.serverNameInvalid)).toBeVisible();
      await expect(form.getByLabel(t.form.email)).toHaveValue(email);
      await expect(form.getByRole('checkbox')).toBeChecked();
      if (locale === 'ru') await expect(form.getByLabel(t.form.city).locator('option:checked')).toHaveText('Москва');

      await form.getByLabel(t.form.name).fill('Тест Тестов');
      await form.getByRole('button', { name: t.form.submit }).click();
      await expect(form.getByTestId('subscription-success')).toContainText(`${t.success} ${email}`);
      await expect(form.getByTestId('subscription-success')).toBeFocused();
      expect(documents).toBe(0);
    });

    test('without JavaScript the browser sends the newsletter form: a field error keeps what was typed, then it subscribes', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: locale === 'ru' ? 'ru-RU' : locale });
      const page = await context.newPage();
      await page.goto(home(locale));
      const form = page.getByRole('region', { name: t.form.region });
      await form.getByLabel(t.form.name).fill('Тест Тестов');
      if (locale === 'ru') await form.getByLabel(t.form.city).selectOption({ label: 'Москва' });
      else await form.getByLabel(t.form.city).fill('Lyon');
      await form.getByLabel(t.form.email).fill('not-an-email');
      await form.getByRole('checkbox').check();
      const send = async () => {
        const [response] = await Promise.all([
          page.waitForResponse((reply) => reply.request().method() === 'POST' && reply.request().resourceType() === 'document'),
          form.getByRole('button', { name: t.form.submit }).click(),
        ]);
        // The page rendered for the POST vouches for its scripts with a nonce of its own, as any page rendered per
        // request; the address stays the page's (nothing typed goes into it) and opens at the form.
        expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
        expect(new URL(page.url()).search).toBe('');
        expect(new URL(page.url()).pathname).toBe(home(locale));
        await page.waitForLoadState();
      };
      await send();
      await expect(form.getByText(t.emailInvalid)).toBeVisible();
      await expect(form.getByLabel(t.form.name)).toHaveValue('Тест Тестов');
      await expect(form.getByLabel(t.form.email)).toHaveValue('not-an-email');
      if (locale === 'ru') await expect(form.getByLabel(t.form.city).locator('option:checked')).toHaveText('Москва');
      else await expect(form.getByLabel(t.form.city)).toHaveValue('Lyon');
      await expect(form.getByRole('checkbox')).toBeChecked();

      const email = `e2e-nojs-${locale}-${Date.now()}@example.com`;
      await form.getByLabel(t.form.email).fill(email);
      await send();
      await expect(form.getByTestId('subscription-success')).toContainText(`${t.success} ${email}`);
      await context.close();
    });

    test('a failing API gives a localised error with a retry, never a blank list', async ({ page }) => {
      await page.goto(home(locale));
      await interactive(page, locale);
      await page.route('**/api/base/main/games?**', (route) => route.fulfill({ status: 500, json: { message: 'Server Error' } }));
      await filters(page, locale).getByRole('radio', { name: t.type }).check();
      // (Next's route announcer is an alert region too: pick ours by its text.)
      await expect(page.getByRole('alert').filter({ hasText: t.loadError })).toBeVisible({ timeout: 15_000 });
      await page.unroute('**/api/base/main/games?**');
      await page.getByRole('button', { name: t.retry }).click();
      await expect(cards(page).first()).toBeVisible();
    });

    test('no accessibility violations on the home page', async ({ page }) => {
      await page.goto(home(locale));
      await expect(cards(page)).toHaveCount(12);
      await expectNoAxeViolations(page);
    });
  });
}

test('the header shows the corporate logos of a corporate game with their links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Альфа-Софт' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Альфа-Софт' })).toHaveAttribute('href', 'https://example.com/acme');
  // The English and French sites never feature a Russian client's logo (only a game played in their language).
  for (const prefix of ['/en', '/fr']) {
    await page.goto(prefix);
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Альфа-Софт' })).toHaveCount(0);
  }
});

test('the first row of cards is laid out with the page and the rows below when they come near, at any width', async ({ page }) => {
  for (const [width, columns] of [
    [360, 1],
    [700, 2],
    [1000, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    const layout = await page.getByTestId('games-list').evaluate((list) => ({
      columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
      deferred: [...list.children].map((card) => getComputedStyle(card).contentVisibility === 'auto'),
    }));
    expect(layout.columns, `${width} px`).toBe(columns);
    expect(layout.deferred, `${width} px`).toEqual(Array.from({ length: 12 }, (_, index) => index >= columns));
  }
  // A deferred card is rendered once it is scrolled to: its heading shows, at its real height.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const second = cards(page).nth(1);
  await second.scrollIntoViewIfNeeded();
  await expect(second.getByRole('heading', { level: 3 })).toBeVisible();
  expect((await second.boundingBox())!.height).toBeGreaterThan(200);
});

test('each language lists the games played in it, and its city filter offers their cities', async ({ page }) => {
  const cyrillic = /[\u0400-\u04ff]/;
  // Russian first: the root address follows the language a visitor chose before (the i18n_redirected cookie).
  for (const [locale, own, foreign] of [
    ['ru', 'Москва', 'Париж'],
    ['en', 'London', 'Moscow'],
    ['fr', 'Paris', 'Moscou'],
  ] as const) {
    await page.goto(home(locale));
    await expect(cards(page)).toHaveCount(12);
    const shown = await cards(page).allTextContents();
    // Russian games (Russian names, descriptions and cities) never reach the English and French catalogues.
    if (locale !== 'ru') expect(shown.filter((text) => cyrillic.test(text))).toEqual([]);
    const cities = filters(page, locale).getByLabel(texts[locale].city).locator('option');
    await expect(cities.filter({ hasText: own })).toHaveCount(1);
    await expect(cities.filter({ hasText: foreign })).toHaveCount(0);
  }
});
