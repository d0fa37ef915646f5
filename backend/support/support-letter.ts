import type { SupportReason } from '@/contract/schemas/support';
import type { Locale } from '../i18n/locale';
import { escapeHtml } from '../mail/html';
import type { Letter } from '../mail/outbox';

interface Texts {
  subject: (id: number) => string;
  greeting: (name: string) => string;
  lead: (id: number) => string;
  reason: string;
  reasons: Record<SupportReason, string>;
  files: (count: number) => string;
  message: string;
  reply: string;
  signature: string;
}

const ruFiles = (n: number) => {
  const tail = n % 100 >= 11 && n % 100 <= 14 ? 'файлов' : n % 10 === 1 ? 'файл' : n % 10 >= 2 && n % 10 <= 4 ? 'файла' : 'файлов';
  return `Приложено: ${n} ${tail}.`;
};

const texts: Record<Locale, Texts> = {
  ru: {
    subject: (id) => `Обращение №${id} получено`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    lead: (id) => `Мы получили ваше обращение в поддержку, его номер — ${id}.`,
    reason: 'Причина',
    reasons: {
      mail_not_delivered: 'Не пришло письмо после оплаты',
      payment_doesnt_work: 'Не проходит оплата',
      change_registration: 'Перенести регистрацию',
      no_link: 'Нет ссылки на игру',
      other: 'Другое',
    },
    files: ruFiles,
    message: 'Ваше сообщение:',
    reply: 'Мы ответим на этот адрес. Если захотите что-то добавить, ответьте на это письмо, указав номер обращения.',
    signature: 'Команда онлайн-квиза',
  },
  en: {
    subject: (id) => `Request No. ${id} received`,
    greeting: (name) => `Hello, ${name}!`,
    lead: (id) => `We have received your support request; its number is ${id}.`,
    reason: 'Reason',
    reasons: {
      mail_not_delivered: 'No letter after payment',
      payment_doesnt_work: 'Payment does not go through',
      change_registration: 'Transfer a registration',
      no_link: 'No link to the game',
      other: 'Something else',
    },
    files: (n) => `Attached: ${n} ${n === 1 ? 'file' : 'files'}.`,
    message: 'Your message:',
    reply: 'We will answer at this address. To add something, reply to this letter with the request number.',
    signature: 'The Online Quiz team',
  },
  fr: {
    subject: (id) => `Demande n° ${id} reçue`,
    greeting: (name) => `Bonjour ${name} !`,
    lead: (id) => `Nous avons bien reçu votre demande d’assistance ; son numéro est le ${id}.`,
    reason: 'Motif',
    reasons: {
      mail_not_delivered: 'Pas de lettre après le paiement',
      payment_doesnt_work: 'Le paiement ne passe pas',
      change_registration: 'Transférer une inscription',
      no_link: 'Pas de lien vers la partie',
      other: 'Autre chose',
    },
    files: (n) => `Pièces jointes : ${n} ${n <= 1 ? 'fichier' : 'fichiers'}.`,
    message: 'Votre message :',
    reply: 'Nous vous répondrons à cette adresse. Pour ajouter quelque chose, répondez à cette lettre en indiquant le numéro de la demande.',
    signature: 'L’équipe du Quiz en ligne',
  },
};

export interface SupportLetterInput {
  requestId: number;
  to: string;
  name: string;
  locale: Locale;
  reason: SupportReason;
  comment: string;
  files: number;
  site: string;
}

/**
 * The acknowledgement of a support request, in the language of the site it was sent from: its number, the reason,
 * the message as written and how many files came with it. What the person wrote is escaped, never markup.
 */
export function supportReceivedLetter(input: SupportLetterInput): Letter {
  const t = texts[input.locale];
  const reason = `${t.reason}: ${t.reasons[input.reason]}.`;
  const lines = [t.greeting(input.name), '', t.lead(input.requestId), reason];
  if (input.files > 0) lines.push(t.files(input.files));
  const text = [...lines, '', t.message, input.comment, '', t.reply, '', t.signature].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#16171b">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.lead(input.requestId))}<br>${escapeHtml(reason)}${input.files > 0 ? `<br>${escapeHtml(t.files(input.files))}` : ''}</p>
<p>${escapeHtml(t.message)}</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ffd33d;white-space:pre-wrap">${escapeHtml(input.comment)}</blockquote>
<p>${escapeHtml(t.reply)}</p>
<p>${escapeHtml(t.signature)}</p>
</div>`;
  return {
    to: input.to,
    kind: 'support_received',
    locale: input.locale,
    subject: t.subject(input.requestId),
    text,
    html,
    links: [],
    meta: { requestId: input.requestId, reason: input.reason, files: input.files, site: input.site },
  };
}

/** The reason as the support desk reads it (the /dev pages are in English). */
export const reasonLabel = (reason: SupportReason) => texts.en.reasons[reason];
