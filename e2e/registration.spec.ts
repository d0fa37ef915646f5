import { expect, test, type Page } from '@playwright/test';
import { backendUrl, createConfirmedPlayer, freshEmail, latestLetter } from './accounts-kit';
import { texts as authTexts } from './accounts-texts';
import { expectNoAxeViolations, prefixOf, type Locale } from './fixtures';
import { texts } from './registration-texts';
import { cards, paymentWidget, revokeSession, showcaseGames, signInAs } from './support/registration';

/**
 * Game registration, promo codes and payment (`/reg/{gameId}`) against the reference backend and its local test
 * payment provider (demo mode). Every journey uses its own account or guest e-mail and team, so they run side by
 * side on the seed's showcase games without touching each other's places.
 */

const PASSWORD = 'secret-pass-1';

// Whole journeys (several page loads, the widget, an axe run per screen) on a 2-core machine shared with the rest.
test.describe.configure({ timeout: 120_000 });
/** The modal's first screen after a page load (its code and messages load with it). */
const FIRST_SCREEN = { timeout: 30_000 };
const regPath = (locale: Locale, gameId: number) => `${prefixOf(locale)}/reg/${gameId}`;
const dialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: texts[locale].dialog });
const heading = (page: Page, locale: Locale, name: string) => dialog(page, locale).getByRole('heading', { name, exact: true });

interface StepValues {
  name?: string;
  /** Guests only. */
  email?: string;
  teamName: string;
  promo?: string;
}

/** Steps Data and Team as typed by the visitor (a new team); leaves the modal on the cost step. */
async function fillDataAndTeam(page: Page, locale: Locale, values: StepValues) {
  const t = texts[locale];
  const modal = dialog(page, locale);
  await expect(heading(page, locale, t.steps[0])).toBeFocused(FIRST_SCREEN);
  if (values.name) await modal.getByLabel(t.fullName).fill(values.name);
  if (values.email) await modal.getByLabel(t.email).fill(values.email);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: t.next }).click();
  await expect(heading(page, locale, t.steps[1])).toBeFocused();
  const radio = modal.getByRole('radio', { name: t.newTeam });
  if (await radio.count()) await radio.check();
  await modal.getByLabel(t.teamName).fill(values.teamName);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: t.next }).click();
  await expect(heading(page, locale, t.steps[2])).toBeFocused();
}

/** The cost step's promo code (checked by GET check-promo) and the two consents. */
async function applyPromoAndConsent(page: Page, locale: Locale, promo?: string) {
  const t = texts[locale];
  const modal = dialog(page, locale);
  if (promo) {
    await modal.getByLabel(t.promo).fill(promo);
    await modal.getByRole('button', { name: t.apply }).click();
    await expect(modal.getByText(t.applied)).toBeVisible();
  }
  await modal.getByRole('checkbox', { name: t.consent }).check();
  await modal.getByRole('checkbox', { name: t.agreement }).check();
  await expectNoAxeViolations(page);
}

test.describe('registration in ru: an account is required', () => {
  test('anonymous -> login -> register -> promo applied -> pay -> the card shows the registration -> game page', async ({ page, request }) => {
    const t = texts.ru;
    const a = authTexts.ru;
    const game = (await showcaseGames()).openRu;
    const email = freshEmail('reg-ru');
    await createConfirmedPlayer(request, email, PASSWORD, 'Анна Проверкина');

    // The card's "Register" opens the modal over the page, in place: no page load (the marker survives).
    await page.goto(`/?date=${game.date}&city=${game.cityId}`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const card = page.getByTestId('game-card').filter({ hasText: game.name });
    await card.getByRole('link', { name: new RegExp(`^${t.register}`) }).click();
    // The list's filters stay in the address: the page under the modal is still that list.
    await expect(page).toHaveURL(`${regPath('ru', game.id)}?date=${game.date}&city=${game.cityId}`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Anonymous: the auth modal first, for this game.
    const auth = page.getByRole('dialog', { name: a.loginTitle });
    await expect(auth).toBeVisible(FIRST_SCREEN);
    await auth.getByLabel(a.email).fill(email);
    await auth.getByLabel(a.password, { exact: true }).fill(PASSWORD);
    await auth.getByRole('button', { name: a.logIn, exact: true }).click();

    // Registration resumes with the player's name, the guessed city, and their teams (none yet: a new one).
    await expect(auth).toBeHidden();
    await expect(dialog(page, 'ru').getByLabel(t.fullName)).toHaveValue('Анна Проверкина', FIRST_SCREEN);
    await expect(dialog(page, 'ru').getByLabel(t.city)).toHaveValue(String(game.cityId));
    await fillDataAndTeam(page, 'ru', { teamName: `Проверка ${Date.now()}` });
    await applyPromoAndConsent(page, 'ru', 'QUIZ20');
    await expect(dialog(page, 'ru').getByText('Со скидкой: 719 ₽')).toBeVisible();
    await dialog(page, 'ru').getByRole('button', { name: t.registerPay }).click();

    await expect(heading(page, 'ru', t.payment)).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog(page, 'ru').getByRole('button', { name: t.pay }).click();
    await paymentWidget(page, 'ru').pay(cards.success);

    await expect(heading(page, 'ru', t.success)).toBeFocused({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // The card under the modal now shows the team's registration.
    await expect(card).toContainText(t.registered);
    await expect(card.getByRole('link', { name: new RegExp(t.myRegistration), includeHidden: true })).toBeAttached();

    // The team can invite at once (features/teams: the game page offers it only from an hour before the start).
    await dialog(page, 'ru').getByRole('button', { name: 'Пригласить в команду' }).click();
    const team = page.getByRole('dialog', { name: 'Пригласить в команду' });
    await team.getByRole('button', { name: 'Создать ссылку-приглашение' }).click();
    await expect(team.getByLabel('Ссылка-приглашение')).toHaveValue(/\/share\?invite=[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(team).toBeHidden();
    await expect(heading(page, 'ru', t.success)).toBeVisible();

    await dialog(page, 'ru').getByRole('link', { name: t.gamePage }).click();
    await expect(page).toHaveURL(/\/game\/\d+$/);
    await expect(page.getByText('Страница игры откроется за час до начала.')).toBeVisible();
  });

  test('pay later keeps the place (DEFERRED): the game page says what is due, the card leads back to pay', async ({ page, request, baseURL }) => {
    const t = texts.ru;
    const game = (await showcaseGames()).openRu;
    const email = freshEmail('reg-later');
    await createConfirmedPlayer(request, email, PASSWORD, 'Пётр Позже');
    await page.goto('/');
    await signInAs(page, baseURL!, email, PASSWORD);

    await page.goto(regPath('ru', game.id));
    await fillDataAndTeam(page, 'ru', { teamName: `Позже ${Date.now()}` });
    await applyPromoAndConsent(page, 'ru');
    await dialog(page, 'ru').getByRole('button', { name: t.registerPayLater }).click();
    await expect(heading(page, 'ru', t.deferred)).toBeFocused();
    await expect(dialog(page, 'ru').getByText('К оплате: 899 ₽')).toBeVisible();
    await expectNoAxeViolations(page);

    // The game page of a registration still to pay: the amount and a way to pay.
    await page.goto('/game');
    await expect(page).toHaveURL(/\/game\/\d+$/);
    await expect(page.getByTestId('game-amount-due')).toHaveText('К оплате: 899 ₽');
    await page.getByRole('link', { name: 'Оплатить 899 ₽' }).click();
    await expect(page).toHaveURL(regPath('ru', game.id));
    await expect(heading(page, 'ru', t.deferred)).toBeVisible(FIRST_SCREEN);

    // Closing follows the address rule (home); the card then leads back to the payment.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');
    await page.goto(`/?date=${game.date}&city=${game.cityId}`);
    const card = page.getByTestId('game-card').filter({ hasText: game.name });
    await expect(card).toContainText(t.registered);
    await card.getByRole('link', { name: new RegExp(`^${t.myRegistration}`) }).click();
    await expect(heading(page, 'ru', t.deferred)).toBeVisible(FIRST_SCREEN);
    await dialog(page, 'ru').getByRole('button', { name: t.pay }).click();
    await paymentWidget(page, 'ru').pay(cards.success);
    await expect(heading(page, 'ru', t.success)).toBeVisible({ timeout: 15_000 });
  });

  test('a session that expires mid-payment asks to log in again in place; after the login the payment goes on', async ({ page, request, baseURL }) => {
    const t = texts.ru;
    const a = authTexts.ru;
    const game = (await showcaseGames()).openRu;
    const email = freshEmail('reg-expired');
    await createConfirmedPlayer(request, email, PASSWORD, 'Ольга Сессия');
    await page.goto('/');
    const tokens = await signInAs(page, baseURL!, email, PASSWORD);

    await page.goto(regPath('ru', game.id));
    await fillDataAndTeam(page, 'ru', { teamName: `Сессия ${Date.now()}` });
    await applyPromoAndConsent(page, 'ru');
    await dialog(page, 'ru').getByRole('button', { name: t.registerPay }).click();
    await expect(heading(page, 'ru', t.payment)).toBeVisible();

    await revokeSession(page, tokens.access_token);
    await dialog(page, 'ru').getByRole('button', { name: t.pay }).click();
    await expect(dialog(page, 'ru').getByText(t.sessionExpired)).toBeVisible();
    await expectNoAxeViolations(page);
    // Only this screen says it (the shell's modal, whose button leads home, stays closed).
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await dialog(page, 'ru').getByRole('button', { name: t.logIn }).click();
    const auth = page.getByRole('dialog', { name: a.loginTitle });
    await auth.getByLabel(a.email).fill(email);
    await auth.getByLabel(a.password, { exact: true }).fill(PASSWORD);
    await auth.getByRole('button', { name: a.logIn, exact: true }).click();
    await expect(heading(page, 'ru', t.payment)).toBeVisible();
    await dialog(page, 'ru').getByRole('button', { name: t.pay }).click();
    await paymentWidget(page, 'ru').pay(cards.success);
    await expect(heading(page, 'ru', t.success)).toBeVisible({ timeout: 15_000 });
  });

  test('no answer from the payment system -> "no data"; a confirmation that comes later -> processing, then success by itself', async ({
    page,
    request,
    baseURL,
  }) => {
    const t = texts.ru;
    const game = (await showcaseGames()).openRu;
    const email = freshEmail('reg-nodata');
    await createConfirmedPlayer(request, email, PASSWORD, 'Нина Ответова');
    await page.goto('/');
    await signInAs(page, baseURL!, email, PASSWORD);
    await page.goto(regPath('ru', game.id));
    await fillDataAndTeam(page, 'ru', { teamName: `Ответ ${Date.now()}` });
    await applyPromoAndConsent(page, 'ru');
    await dialog(page, 'ru').getByRole('button', { name: t.registerPay }).click();
    await dialog(page, 'ru').getByRole('button', { name: t.pay }).click();
    // The test provider's "no answer" card: nothing reaches the backend, the widget gives up after its timeout.
    await paymentWidget(page, 'ru').pay(cards.noAnswer);
    await expect(dialog(page, 'ru').getByText('Мы не получили данные от платежной системы. Попробуйте повторить попытку позже.')).toBeVisible({
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);

    await dialog(page, 'ru').getByRole('button', { name: 'Попробовать снова' }).click();
    await dialog(page, 'ru').getByRole('button', { name: t.pay }).click();
    await paymentWidget(page, 'ru').pay(cards.confirmedLater);
    await expect(heading(page, 'ru', 'Платёж обрабатывается')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // The confirmation arrives 5-20 s later by webhook; the screen asks the backend and changes by itself.
    await expect(heading(page, 'ru', t.success)).toBeVisible({ timeout: 45_000 });
  });

  test('signing up from the registration: the confirmation letter brings the new player back to it', async ({ page, request }) => {
    const a = authTexts.ru;
    const t = texts.ru;
    const game = (await showcaseGames()).openRu;
    const email = freshEmail('reg-signup');
    await page.goto(regPath('ru', game.id));
    const auth = page.getByRole('dialog', { name: a.loginTitle });
    await auth.getByRole('button', { name: a.register }).click();
    const signUp = page.getByRole('dialog', { name: a.registerTitle });
    await signUp.getByLabel(a.name).fill('Новый Игрок');
    await signUp.getByLabel(a.email).fill(email);
    await signUp.getByLabel(a.password, { exact: true }).fill(PASSWORD);
    await signUp.getByLabel(a.passwordConfirmation).fill(PASSWORD);
    await signUp.getByRole('checkbox', { name: a.consent }).check();
    await signUp.getByRole('button', { name: a.signUp }).click();
    await expect(page.getByRole('dialog', { name: a.emailSentTitle })).toBeVisible();

    const letter = await latestLetter(request, email, 'confirm_email');
    await page.goto(new URL(letter.links[0]!).pathname);
    await expect(page).toHaveURL(regPath('ru', game.id), FIRST_SCREEN);
    await expect(dialog(page, 'ru').getByLabel(t.fullName)).toHaveValue('Новый Игрок', FIRST_SCREEN);
    await expect(heading(page, 'ru', t.steps[0])).toBeVisible();
  });

  test('a full game says so; an unknown game is a 404', async ({ page }) => {
    const games = await showcaseGames();
    await page.goto(regPath('ru', games.full.id));
    await expect(dialog(page, 'ru').getByRole('heading', { name: texts.ru.soldOut })).toBeVisible(FIRST_SCREEN);
    await expectNoAxeViolations(page);
    const missing = await page.goto(regPath('ru', 99_999));
    expect(missing?.status()).toBe(404);
  });
});

test.describe('registration in en: a guest registers with a name and an e-mail', () => {
  test('a declined card -> try again -> success; nothing typed is asked for again', async ({ page }) => {
    const t = texts.en;
    const game = (await showcaseGames()).openEn;
    await page.goto(regPath('en', game.id));
    await expect(dialog(page, 'en').getByLabel(t.city)).toHaveValue('London', FIRST_SCREEN);
    await fillDataAndTeam(page, 'en', { name: 'Dee Clined', email: freshEmail('reg-en'), teamName: `Decliners ${Date.now()}` });
    await applyPromoAndConsent(page, 'en', 'MINUS3USD');
    await expect(dialog(page, 'en').getByText('With the discount: $7')).toBeVisible();
    await expect(dialog(page, 'en').getByRole('button', { name: t.registerPayLater })).toHaveCount(0);
    await dialog(page, 'en').getByRole('button', { name: t.registerPay }).click();
    await dialog(page, 'en').getByRole('button', { name: 'Pay $7' }).click();
    await paymentWidget(page, 'en').pay(cards.declined);

    await expect(heading(page, 'en', t.failed)).toBeFocused({ timeout: 15_000 });
    await expect(dialog(page, 'en').getByText('The bank said: Insufficient funds')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page, 'en').getByRole('button', { name: t.retry }).click();
    await paymentWidget(page, 'en').pay(cards.success);
    await expect(heading(page, 'en', t.success)).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('a reload on each step keeps what was typed, and the registration once made', async ({ page }) => {
    const t = texts.en;
    const email = freshEmail('reg-reload');
    // A game with one place left says so (this journey registers for another: a retry must find it as seeded).
    await page.goto(regPath('en', (await showcaseGames()).onePlaceEn.id));
    await expect(dialog(page, 'en').getByText('1 place left')).toBeVisible(FIRST_SCREEN);
    const game = (await showcaseGames()).openEn;
    await page.goto(regPath('en', game.id));
    await dialog(page, 'en').getByLabel(t.fullName).fill('Rhea Load');
    await dialog(page, 'en').getByLabel(t.email).fill(email);
    await dialog(page, 'en').getByLabel(t.city).fill('Brighton');
    await page.reload();
    await expect(dialog(page, 'en').getByLabel(t.fullName)).toHaveValue('Rhea Load', FIRST_SCREEN);
    await expect(dialog(page, 'en').getByLabel(t.email)).toHaveValue(email);
    await expect(dialog(page, 'en').getByLabel(t.city)).toHaveValue('Brighton');

    await dialog(page, 'en').getByRole('button', { name: t.next }).click();
    await dialog(page, 'en').getByLabel(t.teamName).fill('Reloaders');
    await page.reload();
    await expect(heading(page, 'en', t.steps[1])).toBeVisible(FIRST_SCREEN);
    await expect(dialog(page, 'en').getByLabel(t.teamName)).toHaveValue('Reloaders');

    await dialog(page, 'en').getByRole('button', { name: t.next }).click();
    await applyPromoAndConsent(page, 'en', 'QUIZ20');
    await page.reload();
    await expect(heading(page, 'en', t.steps[2])).toBeVisible(FIRST_SCREEN);
    await expect(dialog(page, 'en').getByLabel(t.promo)).toHaveValue('QUIZ20');
    await expect(dialog(page, 'en').getByText(t.applied)).toBeVisible();
    await expect(dialog(page, 'en').getByRole('checkbox', { name: t.consent })).toBeChecked();

    await dialog(page, 'en').getByRole('button', { name: t.registerPay }).click();
    await expect(heading(page, 'en', t.payment)).toBeVisible();
    await page.reload();
    await expect(heading(page, 'en', t.payment)).toBeVisible(FIRST_SCREEN);
    await expect(dialog(page, 'en').getByRole('button', { name: 'Pay $8' })).toBeVisible();
  });

  test('a hold that runs out unpaid: "registration declined" after a reload, and registering again keeps what was typed', async ({ page }) => {
    const t = texts.en;
    const email = freshEmail('reg-hold');
    const team = `Latecomers ${Date.now()}`;
    await page.goto(regPath('en', (await showcaseGames()).openEn.id));
    await fillDataAndTeam(page, 'en', { name: 'Hal Dover', email, teamName: team });
    await applyPromoAndConsent(page, 'en');
    await dialog(page, 'en').getByRole('button', { name: t.registerPay }).click();
    await expect(heading(page, 'en', t.payment)).toBeVisible();

    // Demo mode ends the hold now, as 15 minutes unpaid would (the sweeper's rule).
    const reply = await page.request.post(`${backendUrl}/dev/registrations/expire-holds`, { data: { email } });
    expect(((await reply.json()) as { expired: number[] }).expired).toHaveLength(1);
    await page.reload();
    await expect(heading(page, 'en', 'Registration declined')).toBeVisible(FIRST_SCREEN);
    await expect(dialog(page, 'en').getByText('The place was not paid in time and has been released.')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog(page, 'en').getByRole('button', { name: 'Register again' }).click();
    await expect(heading(page, 'en', t.steps[2])).toBeVisible();
    await dialog(page, 'en').getByRole('button', { name: t.back }).click();
    await expect(dialog(page, 'en').getByLabel(t.teamName)).toHaveValue(team);
    await dialog(page, 'en').getByRole('button', { name: t.back }).click();
    await expect(dialog(page, 'en').getByLabel(t.email)).toHaveValue(email);
  });

  test('the whole flow works with the keyboard only', async ({ page }) => {
    const t = texts.en;
    const game = (await showcaseGames()).openEn;
    const keys = page.keyboard;
    /** Tab until the given element has the focus (what a keyboard user does), never a click. */
    const tabTo = async (target: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 25 && !(await target.evaluate((el) => el === document.activeElement)); i++) await keys.press('Tab');
      await expect(target).toBeFocused();
    };
    await page.goto(regPath('en', game.id));
    const modal = dialog(page, 'en');
    await expect(heading(page, 'en', t.steps[0])).toBeFocused(FIRST_SCREEN);
    await tabTo(modal.getByRole('textbox', { name: t.fullName }));
    await keys.type('Kay Board');
    await keys.press('Tab');
    await keys.type(freshEmail('reg-keys'));
    await keys.press('Enter');
    await expect(heading(page, 'en', t.steps[1])).toBeFocused();
    await keys.press('Tab');
    await keys.type(`Keyboarders ${Date.now()}`);
    await keys.press('Enter');
    await expect(heading(page, 'en', t.steps[2])).toBeFocused();
    await tabTo(modal.getByRole('textbox', { name: t.promo }));
    await keys.type('QUIZ20');
    await keys.press('Enter');
    await expect(modal.getByText(t.applied)).toBeVisible();
    await tabTo(modal.getByRole('checkbox', { name: t.consent }));
    await keys.press('Space');
    await tabTo(modal.getByRole('checkbox', { name: t.agreement }));
    await keys.press('Space');
    await tabTo(modal.getByRole('button', { name: t.registerPay }));
    await keys.press('Enter');
    await expect(heading(page, 'en', t.payment)).toBeFocused();
    await tabTo(modal.getByRole('button', { name: 'Pay $8' }));
    await keys.press('Enter');

    const widget = paymentWidget(page, 'en').dialog;
    await expect(widget.getByLabel('Card number')).toBeFocused();
    await keys.type(cards.success);
    await keys.press('Tab');
    await keys.type('12/30');
    await keys.press('Tab');
    await keys.type('123');
    await keys.press('Enter');
    await expect(heading(page, 'en', t.success)).toBeFocused({ timeout: 15_000 });
    await tabTo(modal.getByRole('button', { name: t.done }));
    await keys.press('Enter');
    await expect(page).toHaveURL('/en');
  });
});

test.describe('registration in fr', () => {
  test('3-D Secure declined -> payment error -> try again -> success', async ({ page }) => {
    const t = texts.fr;
    const game = (await showcaseGames()).openFr;
    await page.goto(regPath('fr', game.id));
    await expect(dialog(page, 'fr').getByLabel(t.city)).toHaveValue('Paris', FIRST_SCREEN);
    await fillDataAndTeam(page, 'fr', { name: 'Sécu Rité', email: freshEmail('reg-fr'), teamName: `Les Sécurisés ${Date.now()}` });
    await applyPromoAndConsent(page, 'fr');
    await dialog(page, 'fr').getByRole('button', { name: t.registerPay }).click();
    await expect(heading(page, 'fr', t.payment)).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog(page, 'fr').getByRole('button', { name: t.pay }).click();

    const widget = paymentWidget(page, 'fr');
    await widget.pay(cards.threeDs);
    await widget.challenge().getByRole('button', { name: 'Decline' }).click();
    await expect(heading(page, 'fr', t.failed)).toBeFocused({ timeout: 15_000 });
    await expect(dialog(page, 'fr').getByText('Réponse de la banque : 3-D Secure authentication failed')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page, 'fr').getByRole('button', { name: t.retry }).click();
    await widget.pay(cards.success);
    await expect(heading(page, 'fr', t.success)).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('a 100 % promo code makes the registration free: no payment step', async ({ page }) => {
    const t = texts.fr;
    const game = (await showcaseGames()).openFr;
    await page.goto(regPath('fr', game.id));
    await fillDataAndTeam(page, 'fr', { name: 'Gra Tuit', email: freshEmail('reg-free'), teamName: `Gratuits ${Date.now()}` });
    await applyPromoAndConsent(page, 'fr', 'FREE100');
    await expect(dialog(page, 'fr').getByText('Avec la réduction : Gratuit')).toBeVisible();

    // The network fails once: "request error", and "try again" sends the same registration (nothing is lost).
    const registrations = '**/api/base/games/*/registrations';
    await page.route(registrations, (route) => route.abort('internetdisconnected'));
    await dialog(page, 'fr').getByRole('button', { name: t.registerFree, exact: true }).click();
    await expect(heading(page, 'fr', 'Erreur de requête')).toBeFocused({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.unroute(registrations);
    await dialog(page, 'fr').getByRole('button', { name: 'Réessayer' }).click();
    await expect(heading(page, 'fr', t.success)).toBeFocused({ timeout: 15_000 });
    await expect(paymentWidget(page, 'fr').dialog).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
