import type { Locale } from '../i18n/locale';
import { escapeHtml } from './html';
import { webLink } from './letters';
import type { Letter } from './outbox';

/**
 * Letters of the party family: the organiser's private game is ready (its invite link), a request to the sales team
 * (to the sales address, in the organiser's language), and bought promo codes (to the buyer, or the gift's recipient).
 */
export type PartyLetterKind = 'private_game_ready' | 'private_order_request' | 'promo_codes';

export type PartyLetterInput =
  | {
      kind: 'private_game_ready';
      locale: Locale;
      webOrigin: string;
      to: string;
      name: string;
      gameId: number;
      gameName: string;
      start: string;
      inviteToken: string;
    }
  | {
      kind: 'private_order_request';
      locale: Locale;
      webOrigin: string;
      to: string;
      orderId: number;
      formatName: string;
      start: string;
      teams: number;
      contactName: string;
      email: string;
      phone: string | null;
      comment: string | null;
    }
  | {
      kind: 'promo_codes';
      locale: Locale;
      webOrigin: string;
      to: string;
      purchaseId: number;
      packName: string;
      codes: string[];
      expires: string;
      /** A gift: who sends it and their message. */
      gift: { from: string; name: string | null; message: string | null } | null;
    };

interface Texts {
  signature: string;
  ready: { subject: (game: string) => string; lead: (game: string, start: string) => string; invite: string; open: string };
  request: { subject: (id: number) => string; lead: (format: string, start: string, teams: number) => string; contact: string; comment: string };
  codes: { subject: (pack: string) => string; lead: (pack: string) => string; gift: (from: string) => string; expires: (date: string) => string; use: string };
}

const texts: Record<Locale, Texts> = {
  ru: {
    signature: 'Команда онлайн-квиза',
    ready: {
      subject: (game) => `Приватная игра «${game}» оплачена`,
      lead: (game, start) => `Оплата получена. Ваша игра «${game}» начнётся ${start}.`,
      invite: 'Отправьте командам ссылку-приглашение: зарегистрироваться можно только по ней.',
      open: 'Страница игры',
    },
    request: {
      subject: (id) => `Заявка на приватную игру № ${id}`,
      lead: (format, start, teams) => `Формат: ${format}. Начало: ${start}. Команд: ${teams}.`,
      contact: 'Контакт',
      comment: 'Комментарий',
    },
    codes: {
      subject: (pack) => `Ваши промокоды: ${pack}`,
      lead: (pack) => `Оплата получена. Промокоды набора «${pack}» — каждый даёт одно бесплатное участие:`,
      gift: (from) => `${from} дарит вам участие в онлайн-квизе.`,
      expires: (date) => `Промокоды действуют до ${date}. Введите код при регистрации на игру.`,
      use: 'Выбрать игру',
    },
  },
  en: {
    signature: 'The online quiz team',
    ready: {
      subject: (game) => `Private game “${game}” is paid`,
      lead: (game, start) => `We have received your payment. Your game “${game}” starts ${start}.`,
      invite: 'Send the invite link to the teams: they can register only through it.',
      open: 'Game page',
    },
    request: {
      subject: (id) => `Private game request no. ${id}`,
      lead: (format, start, teams) => `Format: ${format}. Start: ${start}. Teams: ${teams}.`,
      contact: 'Contact',
      comment: 'Comment',
    },
    codes: {
      subject: (pack) => `Your promo codes: ${pack}`,
      lead: (pack) => `We have received your payment. The promo codes of “${pack}”, each worth one free entry:`,
      gift: (from) => `${from} gives you an entry to the online quiz.`,
      expires: (date) => `The codes are valid until ${date}. Enter one when you register for a game.`,
      use: 'Choose a game',
    },
  },
  fr: {
    signature: 'L’équipe du quiz en ligne',
    ready: {
      subject: (game) => `La partie privée « ${game} » est payée`,
      lead: (game, start) => `Nous avons reçu votre paiement. Votre partie « ${game} » commence ${start}.`,
      invite: 'Envoyez le lien d’invitation aux équipes : elles ne peuvent s’inscrire que par ce lien.',
      open: 'Page de la partie',
    },
    request: {
      subject: (id) => `Demande de partie privée nº ${id}`,
      lead: (format, start, teams) => `Formule : ${format}. Début : ${start}. Équipes : ${teams}.`,
      contact: 'Contact',
      comment: 'Commentaire',
    },
    codes: {
      subject: (pack) => `Vos codes promo : ${pack}`,
      lead: (pack) => `Nous avons reçu votre paiement. Les codes promo de « ${pack} », chacun valant une participation gratuite :`,
      gift: (from) => `${from} vous offre une participation au quiz en ligne.`,
      expires: (date) => `Les codes sont valables jusqu’au ${date}. Saisissez-en un lors de l’inscription à une partie.`,
      use: 'Choisir une partie',
    },
  },
};

function letter(input: PartyLetterInput, subject: string, lines: string[], action: { label: string; link: string } | null, meta: Letter['meta']): Letter {
  const t = texts[input.locale];
  const text = [...lines, ...(action ? [action.link] : []), '', t.signature].join('\n');
  // Inline styles only: mail clients drop <style> blocks and outside stylesheets.
  const html = `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#16171b">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.link)}" style="color:#16171b;font-weight:bold">${escapeHtml(action.label)}</a></p>` : ''}
<p>${escapeHtml(t.signature)}</p>
</div>`;
  return { to: input.to, kind: input.kind, locale: input.locale, subject, text, html, links: action ? [action.link] : [], meta };
}

export function partyLetter(input: PartyLetterInput): Letter {
  const t = texts[input.locale];
  switch (input.kind) {
    case 'private_game_ready': {
      const invite = webLink(input.webOrigin, input.locale, `/private/${input.gameId}`, { invite: input.inviteToken });
      return letter(
        input,
        t.ready.subject(input.gameName),
        [t.ready.lead(input.gameName, input.start), t.ready.invite, invite],
        {
          label: t.ready.open,
          link: webLink(input.webOrigin, input.locale, `/private/${input.gameId}`),
        },
        { gameId: input.gameId },
      );
    }
    case 'private_order_request': {
      const contact = [input.contactName, input.email, input.phone].filter(Boolean).join(', ');
      const lines = [t.request.lead(input.formatName, input.start, input.teams), `${t.request.contact}: ${contact}`];
      if (input.comment) lines.push(`${t.request.comment}: ${input.comment}`);
      return letter(input, t.request.subject(input.orderId), lines, null, { orderId: input.orderId });
    }
    case 'promo_codes': {
      const lines = [
        ...(input.gift ? [t.codes.gift(input.gift.from), ...(input.gift.message ? [input.gift.message] : [])] : []),
        t.codes.lead(input.packName),
        ...input.codes,
        t.codes.expires(input.expires),
      ];
      return letter(
        input,
        t.codes.subject(input.packName),
        lines,
        { label: t.codes.use, link: webLink(input.webOrigin, input.locale, '/') },
        {
          purchaseId: input.purchaseId,
          codes: input.codes.join(','),
        },
      );
    }
  }
}
