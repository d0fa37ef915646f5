import { CONTACT_TEAM_MINUTES_BEFORE } from '@/contract/registration-settings';
import type { Locale } from '../i18n/locale';
import { escapeHtml } from './html';
import { webLink } from './letters';
import type { Letter } from './outbox';

export type RegistrationLetterKind = 'registration_received' | 'registration_confirmed' | 'game_reminder';

/** What a registration letter tells: the facts are formatted here, in the letter's language. */
export interface RegistrationLetterInput {
  kind: RegistrationLetterKind;
  locale: Locale;
  webOrigin: string;
  to: string;
  name: string;
  participantId: number;
  gameId: number;
  gameName: string;
  teamName: string;
  startsAt: number;
  /** The zone the start is written in (the capital's clock, as the catalogue shows it). */
  timeZone: string;
  status: 'PENDING' | 'DEFERRED' | 'READY';
  currency: string;
  /** Major units. */
  amountDue: number;
  paid: number;
  /** PENDING: end of the hold. */
  holdExpiresAt: number | null;
  /** Registered without an account: the letter says how to play. */
  guest: boolean;
}

interface Facts {
  game: string;
  team: string;
  start: string;
  due: string;
  paid: string;
  hold: string;
}

interface Texts {
  greeting: (name: string) => string;
  signature: string;
  received: { subject: (f: Facts) => string; lead: (f: Facts) => string; pending: (f: Facts) => string; deferred: (f: Facts) => string; pay: string };
  confirmed: { subject: (f: Facts) => string; paid: (f: Facts) => string; free: (f: Facts) => string; opens: string; open: string };
  reminder: { subject: (f: Facts) => string; lead: (f: Facts) => string; unpaid: (f: Facts) => string; pay: string; open: string };
  guest: string;
}

const texts: Record<Locale, Texts> = {
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    signature: 'Команда онлайн-квиза',
    received: {
      subject: (f) => `Заявка на игру «${f.game}» принята`,
      lead: (f) => `Команда «${f.team}» записана на игру «${f.game}», ${f.start}.`,
      pending: (f) => `Место забронировано до ${f.hold}. Оплатите участие (${f.due}), чтобы подтвердить регистрацию:`,
      deferred: (f) => `Вы выбрали оплату позже: место за командой до начала игры. Оплатите участие (${f.due}) до ${f.start}:`,
      pay: 'Оплатить участие',
    },
    confirmed: {
      subject: (f) => `Регистрация на игру «${f.game}» подтверждена`,
      paid: (f) => `Оплата получена (${f.paid}). Команда «${f.team}» участвует в игре «${f.game}», ${f.start}.`,
      free: (f) => `Команда «${f.team}» участвует в игре «${f.game}», ${f.start}.`,
      opens: 'Страница игры и трансляция откроются за 1 час до начала.',
      open: 'Страница игры',
    },
    reminder: {
      subject: (f) => `Игра «${f.game}» начнётся через час`,
      lead: (f) => `Напоминаем: игра «${f.game}» начнётся ${f.start}. Свяжитесь с командой «${f.team}» за ${CONTACT_TEAM_MINUTES_BEFORE} минут до начала.`,
      unpaid: (f) => `Участие ещё не оплачено (${f.due}): оплатите его до начала, иначе место освободится.`,
      pay: 'Оплатить участие',
      open: 'Открыть страницу игры',
    },
    guest: 'Чтобы играть, войдите или зарегистрируйтесь на сайте с этим адресом почты: команда появится в вашем профиле.',
  },
  en: {
    greeting: (name) => `Hello, ${name}!`,
    signature: 'The Online Quiz team',
    received: {
      subject: (f) => `Your registration for “${f.game}” is received`,
      lead: (f) => `Team “${f.team}” is signed up for “${f.game}”, ${f.start}.`,
      pending: (f) => `Your place is held until ${f.hold}. Pay for it (${f.due}) to confirm the registration:`,
      deferred: (f) => `You chose to pay later: the place is the team’s until the start. Pay for it (${f.due}) before ${f.start}:`,
      pay: 'Pay for the game',
    },
    confirmed: {
      subject: (f) => `Your registration for “${f.game}” is confirmed`,
      paid: (f) => `Payment received (${f.paid}). Team “${f.team}” plays “${f.game}”, ${f.start}.`,
      free: (f) => `Team “${f.team}” plays “${f.game}”, ${f.start}.`,
      opens: 'The game page and the stream open 1 hour before the start.',
      open: 'Game page',
    },
    reminder: {
      subject: (f) => `“${f.game}” starts in an hour`,
      lead: (f) => `A reminder: “${f.game}” starts ${f.start}. Get in touch with team “${f.team}” ${CONTACT_TEAM_MINUTES_BEFORE} minutes before the start.`,
      unpaid: (f) => `Your place is not paid yet (${f.due}): pay before the start, or it will be released.`,
      pay: 'Pay for the game',
      open: 'Open the game page',
    },
    guest: 'To play, sign in or sign up on the site with this email address: the team will appear in your profile.',
  },
  fr: {
    greeting: (name) => `Bonjour ${name} !`,
    signature: 'L’équipe du Quiz en ligne',
    received: {
      subject: (f) => `Votre inscription à « ${f.game} » est reçue`,
      lead: (f) => `L’équipe « ${f.team} » est inscrite à « ${f.game} », ${f.start}.`,
      pending: (f) => `Votre place est réservée jusqu’au ${f.hold}. Payez-la (${f.due}) pour confirmer l’inscription :`,
      deferred: (f) => `Vous avez choisi de payer plus tard : la place reste à l’équipe jusqu’au début. Payez-la (${f.due}) avant le ${f.start} :`,
      pay: 'Payer la partie',
    },
    confirmed: {
      subject: (f) => `Votre inscription à « ${f.game} » est confirmée`,
      paid: (f) => `Paiement reçu (${f.paid}). L’équipe « ${f.team} » joue à « ${f.game} », ${f.start}.`,
      free: (f) => `L’équipe « ${f.team} » joue à « ${f.game} », ${f.start}.`,
      opens: 'La page de la partie et la diffusion ouvrent 1 heure avant le début.',
      open: 'Page de la partie',
    },
    reminder: {
      subject: (f) => `« ${f.game} » commence dans une heure`,
      lead: (f) =>
        `Pour rappel : « ${f.game} » commence le ${f.start}. Contactez l’équipe « ${f.team} » ${CONTACT_TEAM_MINUTES_BEFORE} minutes avant le début.`,
      unpaid: (f) => `Votre place n’est pas encore payée (${f.due}) : payez-la avant le début, sinon elle sera libérée.`,
      pay: 'Payer la partie',
      open: 'Ouvrir la page de la partie',
    },
    guest: 'Pour jouer, connectez-vous ou inscrivez-vous sur le site avec cette adresse e-mail : l’équipe apparaîtra dans votre profil.',
  },
};

const intlLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR' };

function facts(input: RegistrationLetterInput): Facts {
  const when = (ms: number) =>
    new Intl.DateTimeFormat(intlLocale[input.locale], {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: input.timeZone,
      timeZoneName: 'short',
    }).format(ms);
  const money = (major: number) =>
    new Intl.NumberFormat(intlLocale[input.locale], { style: 'currency', currency: input.currency, maximumFractionDigits: 2 }).format(major);
  return {
    game: input.gameName,
    team: input.teamName,
    start: when(input.startsAt),
    due: money(input.amountDue),
    paid: money(input.paid),
    hold: input.holdExpiresAt === null ? '' : when(input.holdExpiresAt),
  };
}

/** One letter about a registration, in its language, with its links (the game page, or where to pay). */
export function registrationLetter(input: RegistrationLetterInput): Letter {
  const t = texts[input.locale];
  const f = facts(input);
  const gameLink = webLink(input.webOrigin, input.locale, `/game/${input.participantId}`);
  const payLink = webLink(input.webOrigin, input.locale, `/reg/${input.gameId}`);
  let subject: string;
  let lines: string[];
  let action: { label: string; link: string };
  if (input.kind === 'registration_received') {
    subject = t.received.subject(f);
    lines = [t.received.lead(f), input.status === 'DEFERRED' ? t.received.deferred(f) : t.received.pending(f)];
    action = { label: t.received.pay, link: payLink };
  } else if (input.kind === 'registration_confirmed') {
    subject = t.confirmed.subject(f);
    lines = [input.paid > 0 ? t.confirmed.paid(f) : t.confirmed.free(f), t.confirmed.opens];
    action = { label: t.confirmed.open, link: gameLink };
  } else {
    subject = t.reminder.subject(f);
    const unpaid = input.status !== 'READY';
    lines = unpaid ? [t.reminder.lead(f), t.reminder.unpaid(f)] : [t.reminder.lead(f)];
    action = unpaid ? { label: t.reminder.pay, link: payLink } : { label: t.reminder.open, link: gameLink };
  }
  if (input.guest && input.kind !== 'registration_received') lines.push(t.guest);
  const text = [t.greeting(input.name), '', ...lines, action.link, '', t.signature].join('\n');
  // Inline styles only: mail clients drop <style> blocks and outside stylesheets.
  const html = `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#16171b">
<p>${escapeHtml(t.greeting(input.name))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#ffd33d;color:#16171b;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;color:#55575f">${escapeHtml(action.link)}</p>
<p>${escapeHtml(t.signature)}</p>
</div>`;
  return {
    to: input.to,
    kind: input.kind,
    locale: input.locale,
    subject,
    text,
    html,
    links: [action.link],
    meta: { participantId: input.participantId, gameId: input.gameId },
  };
}
