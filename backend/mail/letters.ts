import type { Locale } from '../i18n/locale';
import { escapeHtml } from './html';
import type { Letter } from './outbox';

/** A page of the web app in the letter's language: `/x` for Russian (no prefix), `/en/x`, `/fr/x`. */
export function webLink(webOrigin: string, locale: Locale, path: string, query?: Record<string, string>): string {
  const url = new URL(`${locale === 'ru' ? '' : `/${locale}`}${path}`, webOrigin);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

interface LetterTexts {
  subject: string;
  greeting: (name: string) => string;
  lead: string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const confirmTexts: Record<Locale, LetterTexts> = {
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: (name) => `Здравствуйте, ${name}!`,
    lead: 'Вы зарегистрировались в онлайн-квизе. Подтвердите адрес, и мы сразу выполним вход:',
    action: 'Подтвердить адрес',
    expiry: 'Ссылка действует 24 часа и срабатывает один раз.',
    ignore: 'Если вы не регистрировались, просто удалите это письмо.',
    signature: 'Команда онлайн-квиза',
  },
  en: {
    subject: 'Confirm your email address',
    greeting: (name) => `Hello, ${name}!`,
    lead: 'You have signed up for the online quiz. Confirm your address and we will log you in right away:',
    action: 'Confirm my address',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not sign up, simply delete this letter.',
    signature: 'The Online Quiz team',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: (name) => `Bonjour ${name} !`,
    lead: 'Vous vous êtes inscrit au quiz en ligne. Confirmez votre adresse et nous vous connecterons aussitôt :',
    action: 'Confirmer mon adresse',
    expiry: 'Le lien fonctionne une seule fois et expire dans 24 heures.',
    ignore: 'Si vous ne vous êtes pas inscrit, supprimez simplement cette lettre.',
    signature: 'L’équipe du Quiz en ligne',
  },
};

const resetTexts: Record<Locale, LetterTexts> = {
  ru: {
    subject: 'Восстановление пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    lead: 'Мы получили запрос на смену пароля. Задайте новый пароль по ссылке:',
    action: 'Задать новый пароль',
    expiry: 'Ссылка действует 60 минут и срабатывает один раз.',
    ignore: 'Если вы не запрашивали смену пароля, ничего не делайте: пароль останется прежним.',
    signature: 'Команда онлайн-квиза',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello, ${name}!`,
    lead: 'We received a request to change your password. Set a new one with this link:',
    action: 'Set a new password',
    expiry: 'The link works once and expires in 60 minutes.',
    ignore: 'If you did not ask for this, do nothing: your password stays the same.',
    signature: 'The Online Quiz team',
  },
  fr: {
    subject: 'Réinitialisation du mot de passe',
    greeting: (name) => `Bonjour ${name} !`,
    lead: 'Nous avons reçu une demande de changement de mot de passe. Choisissez-en un nouveau avec ce lien :',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Le lien fonctionne une seule fois et expire dans 60 minutes.',
    ignore: 'Si vous n’avez rien demandé, ne faites rien : votre mot de passe reste le même.',
    signature: 'L’équipe du Quiz en ligne',
  },
};

function compose(texts: LetterTexts, name: string, link: string) {
  const text = [texts.greeting(name), '', texts.lead, link, '', texts.expiry, texts.ignore, '', texts.signature].join('\n');
  // Inline styles only: mail clients drop <style> blocks and outside stylesheets.
  const html = `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#16171b">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#ffd33d;color:#16171b;font-weight:bold;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:14px;color:#55575f">${escapeHtml(link)}</p>
<p>${escapeHtml(texts.expiry)}<br>${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>
</div>`;
  return { subject: texts.subject, text, html, links: [link] };
}

export interface LetterInput {
  to: string;
  name: string;
  locale: Locale;
  webOrigin: string;
  token: string;
  meta: Letter['meta'];
}

/** Registration (or a resend): the link opens /mail-auth/{code}, which confirms and logs in. */
export function confirmEmailLetter(input: LetterInput): Letter {
  const link = webLink(input.webOrigin, input.locale, `/mail-auth/${encodeURIComponent(input.token)}`);
  return { to: input.to, kind: 'confirm_email', locale: input.locale, meta: input.meta, ...compose(confirmTexts[input.locale], input.name, link) };
}

/**
 * Recovery: the link opens /password/reset/{token}?email=..., the home page with the new-password modal. The
 * address rides in the query because the form needs it (spec: email is a field of the reset call).
 */
export function resetPasswordLetter(input: LetterInput): Letter {
  const link = webLink(input.webOrigin, input.locale, `/password/reset/${encodeURIComponent(input.token)}`, { email: input.to });
  return { to: input.to, kind: 'reset_password', locale: input.locale, meta: input.meta, ...compose(resetTexts[input.locale], input.name, link) };
}
