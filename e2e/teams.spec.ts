import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { IDEMPOTENCY_HEADER } from '../contract/headers';
import { backendUrl, createConfirmedPlayer, freshEmail, latestLetter } from './accounts-kit';
import { texts as accountTexts } from './accounts-texts';
import { demoAccounts, expectNoAxeViolations, locales, prefixOf, type Locale } from './fixtures';
import { liveParticipation, logIn, resetLiveGame, signIn } from './support/live-game';
import { showcaseGames } from './support/registration';

/**
 * Teams and invitations (features/teams/README.md): the captain of the seeded second team in the live game makes
 * one-person invite links from the game page; visitors open them on `/share`, log in there and accept (and land on
 * the team's game page, the captain's panel showing them at once), decline, or find a revoked link.
 */

// Every journey here invites into the same demo team (player3's) and reads its newest invite: one after another.
test.describe.configure({ mode: 'default' });

const CAPTAIN = demoAccounts.otherTeam;
/** A new member shows on the captain's open panel within this (the panel used to poll every 5 s; now it listens). */
const LIVE_MS = 2_500;
const PASSWORD = 'invitee-pass-1';

const t: Record<
  Locale,
  {
    invite: string;
    dialog: string;
    create: string;
    another: string;
    link: string;
    copy: string;
    copied: string;
    members: string;
    invites: string;
    revoke: string;
    declinedState: string;
    revokedState: string;
    pending: string;
    logInFirst: string;
    accept: string;
    decline: string;
    accepted: string;
    declined: string;
    revoked: string;
    openGame: string;
  }
> = {
  ru: {
    invite: 'Пригласить в команду',
    dialog: 'Пригласить в команду',
    create: 'Создать ссылку-приглашение',
    another: 'Создать ещё одну ссылку',
    link: 'Ссылка-приглашение',
    copy: 'Копировать',
    copied: 'Ссылка скопирована',
    members: 'Состав команды',
    invites: 'Приглашения',
    revoke: 'Отозвать',
    declinedState: 'Отклонено',
    revokedState: 'Отозвано',
    pending: 'Вас приглашают в команду.',
    logInFirst: 'Войти или зарегистрироваться',
    accept: 'Принять приглашение',
    decline: 'Отклонить',
    accepted: 'Вы в команде!',
    declined: 'Приглашение отклонено.',
    revoked: 'Команда отозвала это приглашение.',
    openGame: 'Перейти на страницу игры',
  },
  en: {
    invite: 'Invite to team',
    dialog: 'Invite to team',
    create: 'Create an invite link',
    another: 'Create another link',
    link: 'Invite link',
    copy: 'Copy',
    copied: 'Link copied',
    members: 'Team members',
    invites: 'Invites',
    revoke: 'Revoke',
    declinedState: 'Declined',
    revokedState: 'Revoked',
    pending: 'You are invited to join the team.',
    logInFirst: 'Log in or sign up',
    accept: 'Accept the invite',
    decline: 'Decline',
    accepted: 'You are in the team!',
    declined: 'The invite was declined.',
    revoked: 'The team took this invite back.',
    openGame: 'Go to the game page',
  },
  fr: {
    invite: 'Inviter dans l’équipe',
    dialog: 'Inviter dans l’équipe',
    create: 'Créer un lien d’invitation',
    another: 'Créer un autre lien',
    link: 'Lien d’invitation',
    copy: 'Copier',
    copied: 'Lien copié',
    members: 'Membres de l’équipe',
    invites: 'Invitations',
    revoke: 'Retirer',
    declinedState: 'Refusée',
    revokedState: 'Retirée',
    pending: 'Vous êtes invité à rejoindre l’équipe.',
    logInFirst: 'Se connecter ou s’inscrire',
    accept: 'Accepter l’invitation',
    decline: 'Refuser',
    accepted: 'Vous faites partie de l’équipe !',
    declined: 'L’invitation a été refusée.',
    revoked: 'L’équipe a retiré cette invitation.',
    openGame: 'Aller à la page de la partie',
  },
};

/** The second demo team's registration in the live game (the game put back when an earlier spec finished it). */
async function captainsParticipation() {
  const captain = await logIn(CAPTAIN);
  try {
    return await liveParticipation(captain.access_token);
  } catch {
    await resetLiveGame((await logIn(demoAccounts.player)).access_token);
    return liveParticipation(captain.access_token);
  }
}

/** The captain's new link, as the panel shows it, made into this site's address. */
async function newInviteLink(page: Page, locale: Locale, first: boolean) {
  const dialog = page.getByRole('dialog', { name: t[locale].dialog });
  await dialog.getByRole('button', { name: first ? t[locale].create : t[locale].another }).click();
  const field = dialog.getByLabel(t[locale].link);
  await expect(field).toHaveValue(/\/share\?invite=[A-Za-z0-9_-]{43}$/);
  const url = new URL(await field.inputValue());
  return `${url.pathname}${url.search}`;
}

/** The team's size in the game page's teammate counter (ru: "В команде 3 игрока, в игре 1"). */
async function teamSizeShown(page: Page) {
  const counter = page.getByTestId('teammates');
  await expect(counter).toHaveText(/^В команде \d+ /);
  return Number(/В команде (\d+)/.exec((await counter.textContent()) ?? '')![1]);
}

async function anonymousPage(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext({ baseURL, locale: { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR' }[locale] });
  return context.newPage();
}

for (const locale of locales) {
  test(`a captain invites by link; a visitor logs in on the invite, accepts and plays; decline and revoke (${locale})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(4 * 60_000);
    const tx = t[locale];
    const prefix = prefixOf(locale);
    const participation = await captainsParticipation();

    // The captain opens the team's panel from the game page's header.
    const captainContext = await browser.newContext({ baseURL: baseURL!, permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(captainContext, baseURL!, CAPTAIN);
    const captain = await captainContext.newPage();
    await captain.goto(`${prefix}/game/${participation.id}`);
    // ru shows the teammate counter (locale settings' showCurrentTeammatesCounter): the team's size and who is online.
    const membersBefore = locale === 'ru' ? await teamSizeShown(captain) : 0;
    await captain.getByRole('banner').getByRole('button', { name: tx.invite, exact: true }).click();
    const panel = captain.getByRole('dialog', { name: tx.dialog });
    await expect(panel.getByRole('list', { name: tx.members })).toBeVisible();
    const invitePath = await newInviteLink(captain, locale, true);
    await panel.getByRole('button', { name: tx.copy }).click();
    await expect(panel.getByRole('status').filter({ hasText: tx.copied })).toBeVisible();
    await expectNoAxeViolations(captain);

    // A visitor without a session opens the link, logs in on the page, and accepts.
    const email = freshEmail(`invitee-${locale}`);
    await createConfirmedPlayer(request, email, PASSWORD, `Invitee ${locale.toUpperCase()}`);
    const invitee = await anonymousPage(browser, baseURL!, locale);
    await invitee.goto(invitePath);
    await expect(invitee.getByTestId('invite-outcome')).toHaveText(tx.pending);
    await expectNoAxeViolations(invitee);
    await invitee.getByRole('button', { name: tx.logInFirst }).click();
    const auth = invitee.getByRole('dialog');
    const at = accountTexts[locale];
    await auth.getByLabel(at.email).fill(email);
    await auth.getByLabel(at.password).fill(PASSWORD);
    await auth.getByLabel(at.password).press('Enter');
    await expect(invitee.getByRole('dialog')).toBeHidden();
    expect(invitee.url()).toContain(invitePath);
    await invitee.getByRole('button', { name: tx.accept }).click();
    await expect(invitee.getByTestId('invite-outcome')).toContainText(tx.accepted);
    await expectNoAxeViolations(invitee);

    // The captain's panel shows the new member live (the channel's TeammateJoined, no reload, no polling), and the
    // game page's counter counts them.
    await expect(panel.getByRole('list', { name: tx.members })).toContainText(`Invitee ${locale.toUpperCase()}`, { timeout: LIVE_MS });
    if (locale === 'ru') await expect(captain.getByTestId('teammates')).toContainText(`В команде ${membersBefore + 1} `, { timeout: LIVE_MS });

    // The new member's game page is theirs now.
    await invitee.getByRole('link', { name: tx.openGame }).click();
    await expect(invitee).toHaveURL(new RegExp(`${prefix}/game/${participation.id}$`));
    await expect(invitee.getByRole('banner').getByRole('button', { name: tx.invite, exact: true })).toBeVisible();

    // Another visitor declines without an account; the captain sees it.
    const declinePath = await newInviteLink(captain, locale, false);
    const decliner = await anonymousPage(browser, baseURL!, locale);
    await decliner.goto(declinePath);
    await decliner.getByRole('button', { name: tx.decline }).click();
    await expect(decliner.getByTestId('invite-outcome')).toContainText(tx.declined);
    await expectNoAxeViolations(decliner);
    // No event tells the team about a declined link: the panel reads the team again when it is opened.
    await captain.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await captain.getByRole('banner').getByRole('button', { name: tx.invite, exact: true }).click();
    await expect(panel.getByRole('list', { name: tx.invites }).getByTestId('team-invite').first()).toContainText(tx.declinedState);

    // A link the captain revokes no longer works.
    const revokedPath = await newInviteLink(captain, locale, true);
    await panel.getByRole('list', { name: tx.invites }).getByTestId('team-invite').first().getByRole('button', { name: tx.revoke }).click();
    await expect(panel.getByRole('list', { name: tx.invites }).getByTestId('team-invite').first()).toContainText(tx.revokedState);
    await decliner.goto(revokedPath);
    await expect(decliner.getByTestId('invite-outcome')).toContainText(tx.revoked);
    await expect(decliner.getByRole('button', { name: tx.decline })).toHaveCount(0);
    await expectNoAxeViolations(decliner);

    await Promise.all([captainContext.close(), invitee.context().close(), decliner.context().close()]);
  });
}

test('a new visitor signs up from the invite, confirms the e-mail from the letter and comes back to accept it', async ({ browser, baseURL, request }) => {
  test.setTimeout(3 * 60_000);
  const tx = t.ru;
  const at = accountTexts.ru;
  const participation = await captainsParticipation();
  const captainContext = await browser.newContext({ baseURL: baseURL! });
  await signIn(captainContext, baseURL!, CAPTAIN);
  const captain = await captainContext.newPage();
  await captain.goto(`/game/${participation.id}`);
  await captain.getByRole('banner').getByRole('button', { name: tx.invite, exact: true }).click();
  const invitePath = await newInviteLink(captain, 'ru', true);

  const visitor = await anonymousPage(browser, baseURL!, 'ru');
  await visitor.goto(invitePath);
  await visitor.getByRole('button', { name: tx.logInFirst }).click();
  const auth = visitor.getByRole('dialog');
  await auth.getByRole('button', { name: at.register, exact: true }).click();
  const email = freshEmail('invite-signup');
  await auth.getByLabel(at.name).fill('Новичок Приглашённый');
  await auth.getByLabel(at.email).fill(email);
  await auth.getByLabel(at.password, { exact: true }).fill(PASSWORD);
  await auth.getByLabel(at.passwordConfirmation).fill(PASSWORD);
  await auth.getByRole('checkbox', { name: at.consent }).check();
  await auth.getByRole('button', { name: at.signUp, exact: true }).click();
  await expect(auth.getByRole('heading', { name: at.emailSentTitle })).toBeVisible();

  // The letter's link confirms the account and brings the visitor back to the invite, signed in.
  const letter = await latestLetter(request, email, 'confirm_email');
  await visitor.goto(letter.links[0]!);
  await expect(visitor).toHaveURL(new RegExp(`/share\\?invite=`));
  expect(new URL(visitor.url()).search).toBe(new URL(invitePath, baseURL).search);
  await visitor.getByRole('button', { name: tx.accept }).click();
  await expect(visitor.getByTestId('invite-outcome')).toContainText(tx.accepted);
  await expect(captain.getByRole('dialog', { name: tx.dialog }).getByRole('list', { name: tx.members })).toContainText('Новичок Приглашённый', {
    timeout: LIVE_MS,
  });
  await Promise.all([captainContext.close(), visitor.context().close()]);
});

test('a visitor who signs in with Google from the invite comes back to the invite and accepts it', async ({ browser, baseURL }) => {
  test.setTimeout(3 * 60_000);
  const tx = t.en;
  const at = accountTexts.en;
  const participation = await captainsParticipation();
  const captainContext = await browser.newContext({ baseURL: baseURL! });
  await signIn(captainContext, baseURL!, CAPTAIN);
  const captain = await captainContext.newPage();
  await captain.goto(`/en/game/${participation.id}`);
  await captain.getByRole('banner').getByRole('button', { name: tx.invite, exact: true }).click();
  const invitePath = await newInviteLink(captain, 'en', true);

  const visitor = await anonymousPage(browser, baseURL!, 'en');
  await visitor.goto(invitePath);
  await visitor.getByRole('button', { name: tx.logInFirst }).click();
  await visitor.getByRole('dialog').getByRole('button', { name: at.withGoogle }).click();
  // The demo platform's consent page stands in for Google's.
  await expect(visitor).toHaveURL(new RegExp(`^${backendUrl}/dev/oauth/google/authorize\\?`));
  await visitor.locator('#name').fill('Olga OAuth');
  await visitor.locator('#email').fill(freshEmail('invite-oauth'));
  await visitor.locator('button[value="allow"]').click();

  // Back on the invite, signed in (the invite page gives way to it: no "logged in" modal over it).
  await expect(visitor).toHaveURL(`${baseURL}${invitePath}`);
  await expect(visitor.getByRole('banner').getByRole('button', { name: /Olga OAuth/ })).toBeVisible();
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await visitor.getByRole('button', { name: tx.accept }).click();
  await expect(visitor.getByTestId('invite-outcome')).toContainText(tx.accepted);
  await expect(captain.getByRole('dialog', { name: tx.dialog }).getByRole('list', { name: tx.members })).toContainText('Olga OAuth', { timeout: LIVE_MS });
  await Promise.all([captainContext.close(), visitor.context().close()]);
});

const stateTexts: Record<Locale, { expired: string; full: string }> = {
  ru: { expired: 'Срок действия приглашения истёк.', full: 'В команде уже нет свободных мест.' },
  en: { expired: 'This invite has expired.', full: 'The team has no free places left.' },
  fr: { expired: 'Cette invitation a expiré.', full: 'L’équipe n’a plus de place libre.' },
};

/** A new player's team registered (through the API) for a free upcoming game: the invites are theirs to make. */
async function newTeam(request: APIRequestContext) {
  const email = freshEmail('captain');
  await createConfirmedPlayer(request, email, PASSWORD, 'Капитан Полной');
  const captain = await bearerOf(request, email);
  const game = (await showcaseGames()).freeRu;
  const registered = await request.post(`${backendUrl}/api/base/games/${game.id}/registrations`, {
    headers: { Authorization: `Bearer ${captain}`, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    data: { language: 'ru', name: 'Капитан Полной', cityId: game.cityId, teamName: `Полная ${Date.now()}`, consent: true, agreement: true },
  });
  expect(registered.status()).toBe(201);
  const participantId = ((await registered.json()) as { data: { id: number } }).data.id;
  const invite = async () => {
    const made = await request.post(`${backendUrl}/api/base/registrations/${participantId}/invites`, { headers: { Authorization: `Bearer ${captain}` } });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { data: { token: string } }).data.token;
  };
  return { invite };
}

async function bearerOf(request: APIRequestContext, email: string) {
  const reply = await request.post(`${backendUrl}/api/base/login`, { data: { email, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

test('an expired link and a full team are states of the invite page, with a next step, in ru, en and fr', async ({ browser, baseURL, request }) => {
  test.setTimeout(3 * 60_000);
  const team = await newTeam(request);

  // Expired: the demo platform ends a link's 7 days now (POST /dev/invites/expire, demo mode only).
  for (const locale of locales) {
    const token = await team.invite();
    expect((await request.post(`${backendUrl}/dev/invites/expire`, { data: { token } })).status()).toBe(200);
    const visitor = await anonymousPage(browser, baseURL!, locale);
    await visitor.goto(`${prefixOf(locale)}/share?invite=${token}`);
    await expect(visitor.getByTestId('invite-outcome')).toContainText(stateTexts[locale].expired);
    await expect(visitor.getByRole('button', { name: t[locale].accept })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await visitor.context().close();
  }

  // Full: nine players accept (the captain is the tenth); the next link says so and can still be declined.
  const spare = await team.invite();
  for (let i = 0; i < 9; i += 1) {
    const email = freshEmail(`full-${i}`);
    await createConfirmedPlayer(request, email, PASSWORD, `Игрок ${i + 1}`);
    const token = await team.invite();
    const accepted = await request.post(`${backendUrl}/api/base/invites/${token}/accept`, {
      headers: { Authorization: `Bearer ${await bearerOf(request, email)}` },
    });
    expect(accepted.status()).toBe(200);
  }
  for (const locale of locales) {
    const visitor = await anonymousPage(browser, baseURL!, locale);
    await visitor.goto(`${prefixOf(locale)}/share?invite=${spare}`);
    await expect(visitor.getByTestId('invite-outcome')).toContainText(stateTexts[locale].full);
    await expect(visitor.getByRole('button', { name: t[locale].accept })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: t[locale].decline })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.context().close();
  }
});

test('/share without an invite gives a link to send friends: the platform, or a game’s registration', async ({ page }) => {
  await page.goto('/en/share');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invite to the team');
  await expect(page.getByLabel('Link to the game schedule')).toHaveValue(/\/en$/);
  await page.goto('/share?game=12');
  await expect(page.getByLabel('Ссылка на регистрацию на игру')).toHaveValue(/\/reg\/12$/);
  await expectNoAxeViolations(page);
  // A link that cannot be an invite is a state of the page, not an error page.
  const response = await page.goto('/fr/share?invite=not-a-token');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/Ce lien d’invitation ne fonctionne pas/)).toBeVisible();
  await expectNoAxeViolations(page);
});
