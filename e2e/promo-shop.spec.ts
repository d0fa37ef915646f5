import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { backendUrl, createConfirmedPlayer, freshEmail } from './accounts-kit';
import { expectNoAxeViolations, prefixOf, type Locale } from './fixtures';
import { texts as regTexts } from './registration-texts';
import { cards, paymentWidget, showcaseGames, signInAs } from './support/registration';

/**
 * The promo-code shop (`/promocodes/{packId?}`, bare layout) against the reference backend and its local test payment
 * provider (demo mode): a pack bought (a declined card first), its codes shown and mailed, one of them used in a game
 * registration and then refused, a gift mailed to its recipient, unknown pack ids. Every journey has its own e-mails.
 */

// Whole journeys (the widget twice, a registration, an axe run per screen) on a 2-core machine shared with the rest.
test.describe.configure({ timeout: 180_000 });
const FIRST_SCREEN = { timeout: 30_000 };
const WEBHOOK = { timeout: 20_000 };
const PASSWORD = 'secret-pass-1';

/** The shop's visible texts per language (messages/*.json, `promoShop`), with the seed's pack names. */
const shop = {
  ru: {
    title: 'Промокоды',
    email: 'Ваш e-mail',
    consent: 'Я даю согласие на обработку персональных данных',
    recipient: 'E-mail получателя',
    message: 'Сообщение получателю (необязательно)',
    payFive: /^Оплатить 3\s?990\s₽$/,
    payGift: /^Оплатить 1\s?798\s₽$/,
    five: /Пять участий/,
    gift: /Подарочный сертификат/,
    declined: 'Ошибка платежа',
    reason: 'Ответ банка: Insufficient funds',
    retry: 'Попробовать ещё раз',
    paid: 'Спасибо! Ваши промокоды',
    sent: (email: string) => `Мы также отправили их на ${email}.`,
    sentGift: (email: string) => `Мы отправили их на ${email} вместе с вашим сообщением.`,
    used: 'использован',
    unknown: 'Такого предложения нет. Вот всё, что есть в продаже: выберите пакет ниже.',
    emailRequired: 'Введите ваш e-mail.',
  },
  en: {
    title: 'Promo codes',
    email: 'Your e-mail',
    consent: 'I agree to the processing of my personal data',
    recipient: 'Recipient’s e-mail',
    message: 'Message to the recipient (optional)',
    payFive: 'Pay $45',
    payGift: 'Pay $20',
    five: /Five entries/,
    gift: /Gift certificate/,
    declined: 'Payment error',
    reason: 'The bank said: Insufficient funds',
    retry: 'Try again',
    paid: 'Thank you! Here are your promo codes',
    sent: (email: string) => `We have also sent them to ${email}.`,
    sentGift: (email: string) => `We have sent them to ${email} with your message.`,
    used: 'used',
    unknown: 'We could not find that offer. Here is everything on sale: choose a pack below.',
    emailRequired: 'Please enter your e-mail.',
  },
  fr: {
    title: 'Codes promo',
    email: 'Votre e-mail',
    consent: 'J’accepte le traitement de mes données personnelles',
    recipient: 'E-mail du destinataire',
    message: 'Message au destinataire (facultatif)',
    payFive: /^Payer 3\s?990\s₽$/,
    payGift: /^Payer 1\s?798\s₽$/,
    five: /Cinq participations/,
    gift: /Carte cadeau/,
    declined: 'Erreur de paiement',
    reason: 'Réponse de la banque : Insufficient funds',
    retry: 'Réessayer',
    paid: 'Merci ! Voici vos codes promo',
    sent: (email: string) => `Nous les avons aussi envoyés à ${email}.`,
    sentGift: (email: string) => `Nous les avons envoyés à ${email} avec votre message.`,
    used: 'utilisé',
    unknown: 'Cette offre est introuvable. Voici tout ce qui est en vente : choisissez un pack ci-dessous.',
    emailRequired: 'Veuillez saisir votre e-mail.',
  },
} as const;

/** The spent code's refusal in the registration's promo step (the server's text minus its last character). */
const spent = {
  ru: /Промокод уже использован максимальное количество раз/,
  en: /has already been used the maximum number of times/,
  fr: /déjà été utilisé le nombre maximal de fois/,
};

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
const shopPath = (locale: Locale, packId?: number | string) => `${prefixOf(locale)}/promocodes${packId === undefined ? '' : `/${packId}`}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The seed's packs (backend/seed/seed-party.ts): the five-entry pack and the gift certificate. */
async function seededPacks(request: APIRequestContext) {
  const reply = await request.get(`${backendUrl}/api/party/packs`);
  const packs = ((await reply.json()) as { data: { id: number; kind: string; entries: number }[] }).data;
  return { five: packs.find((p) => p.kind === 'pack' && p.entries === 5)!.id, gift: packs.find((p) => p.kind === 'gift')!.id };
}

/** The latest `promo_codes` letter to an address (GET /dev/mail.json), waited for. */
async function codesLetter(request: APIRequestContext, to: string) {
  let text = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`${backendUrl}/dev/mail.json?to=${encodeURIComponent(to)}`);
      const letter = ((await reply.json()) as { data: { kind: string; text: string }[] }).data.find((l) => l.kind === 'promo_codes');
      text = letter?.text ?? '';
      return Boolean(letter);
    })
    .toBe(true);
  return text;
}

/** The codes the success screen lists. */
async function shownCodes(page: Page) {
  const codes = (await page.locator('li code').allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(CODE);
  return codes;
}

/** Pays in the widget with a declined card, sees the declined screen, then pays with the success card. */
async function payDeclinedThenPaid(page: Page, locale: Locale) {
  const t = shop[locale];
  await paymentWidget(page, locale).pay(cards.declined);
  await expect(heading(page, t.declined)).toBeFocused(WEBHOOK);
  await expect(page.getByText(t.reason)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.retry }).click();
  await paymentWidget(page, locale).pay(cards.success);
  await expect(heading(page, t.paid)).toBeFocused(WEBHOOK);
  await expectNoAxeViolations(page);
}

/** Registers for a game through its modal with `code` in the promo step (free with a 100 % code). */
async function registerWithCode(page: Page, locale: Locale, gameId: number, code: string, guest: { name: string; email: string } | null) {
  const r = regTexts[locale];
  const dialog = page.getByRole('dialog', { name: r.dialog });
  await page.goto(`${prefixOf(locale)}/reg/${gameId}`);
  await expect(dialog.getByRole('heading', { name: r.steps[0] })).toBeFocused(FIRST_SCREEN);
  if (guest) {
    await dialog.getByLabel(r.fullName).fill(guest.name);
    await dialog.getByLabel(r.email).fill(guest.email);
  }
  await dialog.getByRole('button', { name: r.next }).click();
  const radio = dialog.getByRole('radio', { name: r.newTeam });
  if (await radio.count()) await radio.check();
  await dialog.getByLabel(r.teamName).fill(`Codes ${Date.now()}`);
  await dialog.getByRole('button', { name: r.next }).click();
  await dialog.getByLabel(r.promo).fill(code);
  await dialog.getByRole('button', { name: r.apply }).click();
  return dialog;
}

for (const locale of ['ru', 'en', 'fr'] as const) {
  test.describe(`the promo-code shop in ${locale}`, () => {
    test('buy a pack (declined, then paid) -> codes shown and mailed -> one used in a registration -> spent', async ({ page, request, baseURL }) => {
      const t = shop[locale];
      const r = regTexts[locale];
      const { five } = await seededPacks(request);
      const buyer = freshEmail(`promo-${locale}`);
      // ru: an account is required to register, so the buyer is signed in (their e-mail is prefilled); en and fr buy as guests.
      if (locale === 'ru') {
        await createConfirmedPlayer(request, buyer, PASSWORD, 'Пётр Промокодов');
        await page.goto('/');
        await signInAs(page, baseURL!, buyer, PASSWORD);
      }
      await page.goto(shopPath(locale, five));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('radio', { name: t.five })).toBeChecked();
      // The bare layout: no header, footer or chat-bot.
      await expect(page.locator('header, footer')).toHaveCount(0);
      await expectNoAxeViolations(page);

      if (locale === 'ru') {
        await expect(page.getByLabel(t.email)).toHaveValue(buyer);
      } else {
        await page.getByRole('button', { name: t.payFive }).click();
        await expect(page.getByText(t.emailRequired)).toBeVisible();
        await expect(page.getByLabel(t.email)).toBeFocused();
        await expectNoAxeViolations(page);
        await page.getByLabel(t.email).fill(buyer);
      }
      await page.getByRole('checkbox', { name: t.consent }).check();
      await page.getByRole('button', { name: t.payFive }).click();
      await payDeclinedThenPaid(page, locale);
      await expect(page.getByText(t.sent(buyer))).toBeVisible();
      const codes = await shownCodes(page);
      expect(codes).toHaveLength(5);
      const letter = await codesLetter(request, buyer);
      for (const code of codes) expect(letter).toContain(code);

      // One code pays a registration in full.
      const game = locale === 'ru' ? (await showcaseGames()).openRu : locale === 'en' ? (await showcaseGames()).openEn : (await showcaseGames()).openFr;
      const used = codes[0]!;
      const purchaseAddress = page.url();
      const dialog = await registerWithCode(page, locale, game.id, used, locale === 'ru' ? null : { name: 'Cody Promo', email: freshEmail(`use-${locale}`) });
      await expect(dialog.getByText(r.applied)).toBeVisible();
      await dialog.getByRole('checkbox', { name: r.consent }).check();
      await dialog.getByRole('checkbox', { name: r.agreement }).check();
      await dialog.getByRole('button', { name: r.registerFree, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: r.success })).toBeVisible(WEBHOOK);

      // Spent: the purchase, read again, says so; and a second registration with it is refused.
      await page.goto(purchaseAddress);
      await expect(heading(page, t.paid)).toBeVisible(FIRST_SCREEN);
      await expect(page.locator('li').filter({ hasText: used })).toContainText(t.used);
      if (locale === 'ru') {
        const check = await request.get(
          `${backendUrl}/api/base/main/check-promo?gameId=${game.id}&code=${used}&email=${encodeURIComponent(freshEmail('other'))}`,
        );
        expect(((await check.json()) as { status: string }).status).toBe('error');
      } else {
        // Another visitor: the first registration's draft (kept for this game in this browser) must not reopen it.
        await page.evaluate(() => localStorage.clear());
        const again = await registerWithCode(page, locale, game.id, used, { name: 'Second Try', email: freshEmail(`again-${locale}`) });
        await expect(again.getByText(spent[locale])).toBeVisible();
        await expect(again.getByText(r.applied)).toHaveCount(0);
      }
    });

    test('an unknown or malformed pack id shows the list with a notice', async ({ page }) => {
      const t = shop[locale];
      for (const id of [999999, 'abc']) {
        const response = await page.goto(shopPath(locale, id));
        expect(response?.status()).toBe(200);
        await expect(page.getByText(t.unknown)).toBeVisible();
        await expect(page.getByRole('radio', { name: t.five })).not.toBeChecked();
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('a gift goes to the recipient with the message, not to the buyer', async ({ page, request }) => {
  const t = shop.fr;
  const { gift } = await seededPacks(request);
  const buyer = freshEmail('gift-buyer');
  const friend = freshEmail('gift-friend');
  await page.goto(shopPath('fr', gift));
  await expect(page.getByRole('radio', { name: t.gift })).toBeChecked();
  await page.getByLabel(t.email).fill(buyer);
  await page.getByLabel(t.recipient).fill(friend);
  await page.getByLabel(t.message).fill('Bon anniversaire !');
  await page.getByRole('checkbox', { name: t.consent }).check();
  await expect(page.getByRole('checkbox', { name: t.consent })).toBeChecked();
  await expectNoAxeViolations(page);
  // A reload keeps everything typed (the draft), the buyer's e-mail and the consent included.
  await page.reload();
  await expect(page.getByLabel(t.email)).toHaveValue(buyer);
  await expect(page.getByLabel(t.recipient)).toHaveValue(friend);
  await expect(page.getByLabel(t.message)).toHaveValue('Bon anniversaire !');
  await page.getByRole('button', { name: t.payGift }).click();
  await paymentWidget(page, 'fr').pay(cards.success);
  await expect(heading(page, t.paid)).toBeFocused(WEBHOOK);
  await expect(page.getByText(t.sentGift(friend))).toBeVisible();
  await expectNoAxeViolations(page);
  const codes = await shownCodes(page);
  expect(codes).toHaveLength(2);
  const letter = await codesLetter(request, friend);
  expect(letter).toContain('Bon anniversaire !');
  for (const code of codes) expect(letter).toContain(code);
  const buyerMail = await request.get(`${backendUrl}/dev/mail.json?to=${encodeURIComponent(buyer)}`);
  expect(((await buyerMail.json()) as { data: { kind: string }[] }).data.filter((l) => l.kind === 'promo_codes')).toEqual([]);
});

test('every character typed while the form’s code loads arrives, and is kept through a reload', async ({ page, request }) => {
  const t = shop.en;
  const { five } = await seededPacks(request);
  const typed = freshEmail('typist');
  await page.goto(shopPath('en', five));
  const email = page.getByLabel(t.email);
  // The first keystroke's focus asks for the form's code; typing goes on, key after key, while it loads and after.
  await email.pressSequentially(typed, { delay: 10 });
  await expect(page.locator('form[data-ready]')).toHaveCount(1);
  await expect(email).toHaveValue(typed);
  await expect(email).toBeFocused();
  await page.reload();
  await expect(email).toHaveValue(typed);
});

test('a payer who closes the widget sees it was cancelled, goes back to the pack with everything typed; a late confirmation is waited for', async ({
  page,
  request,
}) => {
  const t = shop.en;
  const { five } = await seededPacks(request);
  const buyer = freshEmail('promo-cancel');
  await page.goto(shopPath('en', five));
  await page.getByLabel(t.email).fill(buyer);
  await page.getByRole('checkbox', { name: /This is a gift/ }).check();
  await page.getByLabel(t.recipient).fill('pal@quiz.test');
  await page.getByRole('checkbox', { name: t.consent }).check();
  await page.getByRole('button', { name: t.payFive }).click();
  const widget = paymentWidget(page, 'en');
  await widget.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(heading(page, 'Payment cancelled')).toBeFocused(WEBHOOK);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Back to the pack' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/promocodes/${five}$`));
  await expect(page.getByLabel(t.email)).toHaveValue(buyer);
  await expect(page.getByLabel(t.recipient)).toHaveValue('pal@quiz.test');
  await expect(page.getByRole('checkbox', { name: t.consent })).toBeChecked();

  await page.getByRole('button', { name: t.payFive }).click();
  await widget.pay(cards.confirmedLater);
  await expect(heading(page, 'Waiting for the payment confirmation')).toBeFocused(WEBHOOK);
  await expectNoAxeViolations(page);
  await expect(heading(page, t.paid)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText(t.sentGift('pal@quiz.test'))).toBeVisible();
});
