import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedPlayer, freshEmail } from './accounts-kit';
import { expectNoAxeViolations, locales, prefixOf, type Locale } from './fixtures';
import { texts } from './private-games-texts';
import { texts as regTexts } from './registration-texts';
import { demoPrivateGame } from './support/private-games';
import { cards, paymentWidget, signInAs } from './support/registration';

/**
 * Private games (`/private`, `/private/{id}`) against the reference backend and its local test payment provider:
 * an organiser orders a game and pays (a declined card first), sees it on /private with its invite link, and a
 * second player, in a browser of their own, registers a team through the link. Each language uses its own accounts.
 */

const PASSWORD = 'secret-pass-1';
// Whole journeys (two browsers, the widget twice, an axe run per screen) on a 2-core machine shared with the rest.
test.describe.configure({ timeout: 180_000 });

const privatePath = (locale: Locale, rest = '') => `${prefixOf(locale)}/private${rest}`;
/** A calendar day this many days from now (the order's start must be 48 hours to a year ahead). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newPlayerPage(browser: Browser, baseURL: string, tag: string, name: string) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  const email = freshEmail(tag);
  await createConfirmedPlayer(page.request, email, PASSWORD, name);
  await signInAs(page, baseURL, email, PASSWORD);
  return { context, page, email };
}

/** The organiser's order: the form, a declined card, then a card that pays; ends on the success screen. */
async function orderAndPay(page: Page, locale: Locale) {
  const t = texts[locale];
  await page.goto(privatePath(locale));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const form = page.locator('form[aria-labelledby="private-order-title"]');
  // The contact comes from the account.
  await expect(form.getByLabel(t.contactName)).toHaveValue(/Организатор|Organiser|Organisateur/, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Bad input is refused in the page's language, and nothing typed is lost.
  await form.getByLabel(t.format).selectOption({ index: 1 });
  await form.getByLabel(t.language).selectOption(locale);
  await form.getByLabel(t.date).fill(inDays(10));
  await form.getByLabel(t.time).fill('19:30');
  await form.getByRole('button', { name: t.submitPay }).click();
  await expect(form.getByText(t.teamsRequired)).toBeVisible();
  await expect(form.getByText(t.consentRequired)).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel(t.teams).fill('6');
  await form.getByRole('checkbox', { name: t.consent }).check();
  await form.getByRole('button', { name: t.submitPay }).click();

  const heading = (name: string) => page.getByRole('heading', { name, exact: true });
  await expect(heading(t.payment)).toBeFocused({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.pay }).click();
  const widget = paymentWidget(page, locale);
  await widget.pay(cards.declined);
  await expect(heading(t.failed)).toBeFocused({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t.retry }).click();
  await widget.pay(cards.success);
  await expect(heading(t.success)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
}

for (const locale of locales) {
  test.describe(`private games in ${locale}`, () => {
    test('order and pay (declined, then paid) -> the invite link on /private -> a second player registers a team through it', async ({
      page,
      browser,
      baseURL,
    }) => {
      const t = texts[locale];
      const r = regTexts[locale];
      const organiserName = { ru: 'Организатор Тестов', en: 'Organiser Test', fr: 'Organisateur Test' }[locale];
      const email = freshEmail(`private-${locale}`);
      await createConfirmedPlayer(page.request, email, PASSWORD, organiserName);
      await signInAs(page, baseURL!, email, PASSWORD);
      await orderAndPay(page, locale);

      // The new game is in the organiser's list on /private, with its invite link.
      const card = page.getByTestId('private-game');
      await expect(card).toHaveCount(1, { timeout: 15_000 });
      const link = await card.getByLabel(t.inviteLink).inputValue();
      expect(link).toMatch(new RegExp(`${prefixOf(locale)}/private/\\d+\\?invite=[\\w-]{32}$`));
      const invite = new URL(link);
      const gameId = Number(invite.pathname.split('/').pop());
      await expectNoAxeViolations(page);

      // A second player, in a browser of their own, opens the link and registers a team (free: the organiser paid).
      const guest = await newPlayerPage(browser, baseURL!, `private-team-${locale}`, 'Игрок Командный');
      const other = guest.page;
      await other.goto(`${invite.pathname}${invite.search}`);
      await expect(other.getByText(t.organiserPaid)).toBeVisible();
      await expectNoAxeViolations(other);
      await other.getByRole('button', { name: t.register }).click();
      const modal = other.getByRole('dialog', { name: r.dialog });
      await expect(modal.getByRole('heading', { name: r.steps[0] })).toBeFocused({ timeout: 30_000 });
      const city = modal.getByLabel(r.city);
      if ((await city.evaluate((el) => el.tagName)) === 'SELECT') {
        if (!(await city.inputValue())) await city.selectOption({ index: 1 });
      } else if (!(await city.inputValue())) {
        await city.fill('Paris');
      }
      await modal.getByRole('button', { name: r.next }).click();
      await expect(modal.getByRole('heading', { name: r.steps[1] })).toBeFocused();
      const radio = modal.getByRole('radio', { name: r.newTeam });
      if (await radio.count()) await radio.check();
      const teamName = `Приглашённые ${locale} ${Date.now()}`;
      await modal.getByLabel(r.teamName).fill(teamName);
      await modal.getByRole('button', { name: r.next }).click();
      await expect(modal.getByRole('heading', { name: r.steps[2] })).toBeFocused();
      await expect(modal.getByText(t.organiserPaid)).toBeVisible();
      await modal.getByRole('checkbox', { name: r.consent }).check();
      await modal.getByRole('checkbox', { name: r.agreement }).check();
      await expectNoAxeViolations(other);
      await modal.getByRole('button', { name: r.registerFree, exact: true }).click();
      await expect(modal.getByRole('heading', { name: r.success })).toBeFocused({ timeout: 20_000 });
      await expectNoAxeViolations(other);

      // The organiser sees the team on the game's page.
      await page.goto(privatePath(locale, `/${gameId}`));
      await expect(page.getByTestId('registered-teams')).toContainText(teamName);
      await expectNoAxeViolations(page);

      // The player's team is now on the page for them too, without the link.
      await other.goto(privatePath(locale, `/${gameId}`));
      await expect(other.getByText(teamName)).toBeVisible();
      await guest.context.close();
    });

    test('unknown id is a 404; a private game without its invite link says so, not its details', async ({ page }) => {
      const t = texts[locale];
      const missing = await page.goto(privatePath(locale, '/999999'));
      expect(missing?.status()).toBe(404);
      await expectNoAxeViolations(page);

      const demo = await demoPrivateGame();
      const hidden = await page.goto(privatePath(locale, `/${demo.id}`));
      expect(hidden?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: t.notInvited })).toBeVisible();
      await expect(page.getByText(t.organiserPaid)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // With the link, the details show; the registration opens from it.
      await page.goto(privatePath(locale, `/${demo.id}?invite=${demo.token}`));
      await expect(page.getByText(t.organiserPaid)).toBeVisible();
      await expect(page.getByRole('button', { name: t.register })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
