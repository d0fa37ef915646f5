import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { backendUrl, freshEmail, latestLetter } from './accounts-kit';
import { expectNoAxeViolations, prefixOf, type Locale } from './fixtures';
import { texts as registrationTexts } from './registration-texts';
import { accounts, signIn } from './support/live-game';
import { cards, paymentWidget, showcaseGames } from './support/registration';

/**
 * The support request (spec sections 2-5, 7, 9) against the reference backend in demo mode: sent from the shell's
 * footer in every language and from a failed payment, checked in the desk's stand-in (/dev/support.json) and the
 * acknowledgement letter in the outbox.
 */

test.describe.configure({ timeout: 120_000 });
/** The modal's code and messages load on the first click. */
const FIRST_OPEN = { timeout: 30_000 };

const texts = {
  ru: {
    open: 'Написать в поддержку',
    dialog: 'Обращение в поддержку',
    reason: 'Причина обращения',
    other: 'Другое',
    comment: 'Комментарий',
    name: 'Имя',
    email: 'E-mail',
    attach: 'Прикрепить файлы',
    limits: 'До 5 файлов: изображения (JPEG, PNG, WebP, GIF) или PDF, не больше 5 МБ каждый.',
    tooLarge: 'Файл «huge.png» больше 5 МБ и не прикреплён.',
    badEmail: 'Введите корректный email',
    send: 'Отправить',
    sent: /^Обращение № (\d+) принято\./,
    letter: 'Обращение №',
  },
  en: {
    open: 'Contact support',
    dialog: 'Contact support',
    reason: 'Reason',
    other: 'Other',
    comment: 'Comment',
    name: 'Name',
    email: 'E-mail',
    attach: 'Attach files',
    limits: 'Up to 5 files: images (JPEG, PNG, WebP, GIF) or PDF, up to 5 MB each.',
    tooLarge: '“huge.png” is larger than 5 MB and was not attached.',
    badEmail: 'Enter a valid email',
    send: 'Send',
    sent: /^Request no\. (\d+) received\./,
    letter: 'Request No.',
  },
  fr: {
    open: 'Contacter le support',
    dialog: 'Contacter le support',
    reason: 'Motif',
    other: 'Autre',
    comment: 'Commentaire',
    name: 'Nom',
    email: 'E-mail',
    attach: 'Joindre des fichiers',
    limits: 'Jusqu’à 5 fichiers : images (JPEG, PNG, WebP, GIF) ou PDF, 5 Mo maximum chacun.',
    tooLarge: '« huge.png » dépasse 5 Mo et n’a pas été joint.',
    badEmail: 'Saisissez un e-mail valide',
    send: 'Envoyer',
    sent: /^Demande n° (\d+) reçue\./,
    letter: 'Demande n°',
  },
} as const;

/** A PNG and a PDF by their bytes (the desk reads the type from them). */
const png = {
  name: 'screenshot.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 1)]),
};
const pdf = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const huge = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) };

interface StoredRequest {
  id: number;
  reason: string;
  comment: string;
  name: string;
  locale: string;
  files: { position: number; type: string }[];
}

async function storedRequests(request: APIRequestContext, email: string): Promise<StoredRequest[]> {
  const reply = await request.get(`${backendUrl}/dev/support.json?email=${encodeURIComponent(email)}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: StoredRequest[] }).data;
}

/** Waits for the success text, then for the modal to close by itself about 3 s later; returns the request's number. */
async function expectSentAndClosed(page: Page, locale: Locale) {
  const t = texts[locale];
  const dialog = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByText(t.sent) });
  const sentText = dialog.getByText(t.sent);
  await expect(sentText).toBeVisible({ timeout: 15_000 });
  const shownAt = Date.now();
  const id = Number(t.sent.exec((await sentText.textContent()) ?? '')?.[1]);
  await expectNoAxeViolations(page);
  await expect(dialog).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  return id;
}

for (const locale of ['ru', 'en', 'fr'] as const) {
  test(`${locale}: from the footer, a bad e-mail and an oversized file are refused, then a request with two files is sent`, async ({ page, request }) => {
    const t = texts[locale];
    const email = freshEmail(`support-${locale}`);
    await page.goto(`${prefixOf(locale)}/`);
    await page.getByRole('contentinfo').getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog.getByLabel(t.reason)).toBeVisible(FIRST_OPEN);
    await expect(dialog.getByText(t.limits)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.send })).toBeDisabled();
    await expectNoAxeViolations(page);

    await dialog.getByLabel(t.reason).selectOption({ label: t.other });
    await dialog.getByLabel(t.comment).fill(`Help from ${locale}, please`);
    await dialog.getByLabel(t.name).fill('Support Tester');
    await dialog.getByLabel(t.email).fill('not-an-address@example');
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(dialog.getByLabel(t.email)).toHaveAccessibleDescription(t.badEmail);
    await expect(dialog.getByLabel(t.email)).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await storedRequests(request, 'not-an-address@example')).toEqual([]);

    await dialog.getByLabel(t.attach).setInputFiles([huge]);
    await expect(dialog.getByText(t.tooLarge)).toBeVisible();
    await dialog.getByLabel(t.attach).setInputFiles([png, pdf]);
    await expect(dialog.getByText(/screenshot\.png/)).toBeVisible();
    await expect(dialog.getByText(/receipt\.pdf/)).toBeVisible();
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByRole('button', { name: t.send }).click();
    const id = await expectSentAndClosed(page, locale);

    const [stored] = await storedRequests(request, email);
    expect(stored).toMatchObject({ id, reason: 'other', comment: `Help from ${locale}, please`, name: 'Support Tester', locale });
    expect(stored!.files.map((file) => file.type)).toEqual(['image/png', 'application/pdf']);
    const letter = await latestLetter(request, email, 'support_received');
    expect(letter.subject).toContain(`${t.letter}`);
    expect(letter.subject).toContain(String(id));
  });
}

test('en: a failed payment offers support with its reason; the request goes and the registration stays', async ({ page, request }) => {
  const t = texts.en;
  const r = registrationTexts.en;
  const game = (await showcaseGames()).openEn;
  const email = freshEmail('support-pay');
  await page.goto(`/en/reg/${game.id}`);
  const registration = page.getByRole('dialog', { name: r.dialog });
  await expect(registration.getByLabel(r.city)).toHaveValue('London', FIRST_OPEN);
  await registration.getByLabel(r.fullName).fill('Payment Trouble');
  await registration.getByLabel(r.email).fill(email);
  await registration.getByRole('button', { name: r.next }).click();
  const radio = registration.getByRole('radio', { name: r.newTeam });
  if (await radio.count()) await radio.check();
  await registration.getByLabel(r.teamName).fill(`Support ${Date.now()}`);
  await registration.getByRole('button', { name: r.next }).click();
  await registration.getByRole('checkbox', { name: r.consent }).check();
  await registration.getByRole('checkbox', { name: r.agreement }).check();
  await registration.getByRole('button', { name: r.registerPay }).click();
  await registration.getByRole('button', { name: r.pay }).click();
  await paymentWidget(page, 'en').pay(cards.declined);
  await expect(registration.getByRole('heading', { name: r.failed, exact: true })).toBeFocused({ timeout: 15_000 });

  await registration.getByRole('button', { name: t.open }).click();
  const support = page.getByRole('dialog', { name: t.dialog });
  await expect(support.getByLabel(t.reason)).toHaveValue('payment_doesnt_work', FIRST_OPEN);
  await expectNoAxeViolations(page);
  await support.getByLabel(t.comment).fill('The bank declined my card twice.');
  await support.getByLabel(t.name).fill('Payment Trouble');
  await support.getByLabel(t.email).fill(email);
  await support.getByLabel(t.attach).setInputFiles([png, pdf]);
  await support.getByRole('button', { name: t.send }).click();
  const id = await expectSentAndClosed(page, 'en');

  // The registration is where it was: its failed payment, at its address.
  await expect(registration.getByRole('heading', { name: r.failed, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/reg/${game.id}$`));
  const [stored] = await storedRequests(request, email);
  expect(stored).toMatchObject({ id, reason: 'payment_doesnt_work' });
  expect(stored!.files).toHaveLength(2);
  await latestLetter(request, email, 'support_received');
});

test('ru, narrow screen: the burger menu opens the support modal; closing it keeps what was typed', async ({ page }) => {
  const t = texts.ru;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('dialog', { name: 'Основное меню' }).getByRole('button', { name: 'Поддержка' }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog.getByLabel(t.reason)).toBeVisible(FIRST_OPEN);
  await expect(page.getByRole('dialog', { name: 'Основное меню' })).toHaveCount(0);
  await dialog.getByLabel(t.comment).fill('Набрано до закрытия');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('contentinfo').getByRole('button', { name: t.open }).click();
  await expect(dialog.getByLabel(t.comment)).toHaveValue('Набрано до закрытия');
});

/** A player on a game screen that is not theirs may be missing their own game's link: support opens on `no_link`. */
for (const [locale, ask] of [
  ['ru', 'Напишите в поддержку'],
  ['en', 'Contact support'],
  ['fr', 'Contactez l’assistance'],
] as const) {
  test(`${locale}: a game screen that is not the player's offers support about a missing game link`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    const context = await browser.newContext();
    await signIn(context, baseURL!, accounts.player);
    const page = await context.newPage();
    await page.goto(`${prefixOf(locale)}/game/1`);
    await expect(page.getByTestId('game-forbidden')).toBeVisible();
    await page.getByTestId('game-forbidden').getByRole('button', { name: ask }).click();
    const support = page.getByRole('dialog', { name: t.dialog });
    await expect(support.getByLabel(t.reason)).toHaveValue('no_link', FIRST_OPEN);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

/** Pages without the shell's footer still reach support: the promo-code shop (bare layout) and the expert console. */
test('the promo-code shop and the expert pages open the support modal', async ({ page }) => {
  const t = texts.ru;
  await page.goto('/promocodes');
  await page.getByRole('main').getByRole('button', { name: t.open }).click();
  const support = page.getByRole('dialog', { name: t.dialog });
  await expect(support.getByLabel(t.reason)).toBeVisible(FIRST_OPEN);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(support).toBeHidden();

  await page.goto('/expert/login');
  await page.getByRole('banner').getByRole('button', { name: 'Поддержка' }).click();
  await expect(page.getByRole('dialog', { name: t.dialog }).getByLabel(t.reason)).toBeVisible(FIRST_OPEN);
  await expectNoAxeViolations(page);
});
