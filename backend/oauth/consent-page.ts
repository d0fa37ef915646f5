import type { OAuthProvider } from '@/contract/schemas/accounts';
import type { Locale } from '../i18n/locale';
import { escapeHtml, htmlPage } from '../mail/html';
import { providerNames } from './providers';

interface ConsentTexts {
  title: (provider: string) => string;
  note: string;
  asks: (provider: string) => string;
  name: string;
  email: string;
  allow: string;
  deny: string;
  invalidEmail: string;
  requiredName: string;
  badRequest: string;
}

const texts: Record<Locale, ConsentTexts> = {
  ru: {
    title: (p) => `Вход через ${p}`,
    note: 'Это локальная замена страницы провайдера (эталонный бэкенд для разработки). Введите любое имя и адрес: так будет выглядеть ваш аккаунт провайдера.',
    asks: (p) => `Онлайн-квиз запрашивает ваше имя и адрес электронной почты из ${p}.`,
    name: 'Имя',
    email: 'Электронная почта',
    allow: 'Разрешить',
    deny: 'Отказать',
    invalidEmail: 'Введите корректный email',
    requiredName: 'Введите имя',
    badRequest: 'Адрес возврата не разрешён: вход можно начать только с сайта квиза.',
  },
  en: {
    title: (p) => `Sign in with ${p}`,
    note: "This is a local stand-in for the provider's page (the reference backend for development). Enter any name and address: this is how your provider account will look.",
    asks: (p) => `Online Quiz asks for your name and email address from ${p}.`,
    name: 'Name',
    email: 'Email',
    allow: 'Allow',
    deny: 'Deny',
    invalidEmail: 'Enter a valid email',
    requiredName: 'Enter a name',
    badRequest: 'The return address is not allowed: sign-in can only start from the quiz site.',
  },
  fr: {
    title: (p) => `Connexion avec ${p}`,
    note: 'Ceci est un remplaçant local de la page du fournisseur (le backend de référence pour le développement). Saisissez n’importe quel nom et adresse : votre compte chez le fournisseur ressemblera à cela.',
    asks: (p) => `Quiz en ligne demande votre nom et votre adresse e-mail à ${p}.`,
    name: 'Nom',
    email: 'E-mail',
    allow: 'Autoriser',
    deny: 'Refuser',
    invalidEmail: 'Saisissez un e-mail valide',
    requiredName: 'Saisissez un nom',
    badRequest: 'L’adresse de retour n’est pas autorisée : la connexion ne peut commencer que depuis le site du quiz.',
  },
};

export interface ConsentForm {
  redirectUri: string;
  state: string;
  name: string;
  email: string;
  errors?: { name?: boolean; email?: boolean };
}

/** A suggested identity, so a developer can just press "Allow". */
export const defaultConsentIdentity = (provider: OAuthProvider) => ({
  name: provider === 'google' ? 'Alex Google' : 'Саша Вконтакте',
  email: `${provider}.player@quiz.test`,
});

/** The local consent page: pick a name and e-mail, then allow (code) or deny (error=access_denied). */
export function consentPage(provider: OAuthProvider, locale: Locale, form: ConsentForm): string {
  const t = texts[locale];
  const name = providerNames[provider];
  const field = (key: 'name' | 'email', type: string, autocomplete: string, error: string) => {
    const invalid = form.errors?.[key];
    return `<label for="${key}">${escapeHtml(t[key])}</label>
<input id="${key}" name="${key}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(form[key])}"${invalid ? ` aria-invalid="true" aria-describedby="${key}-error"` : ''}>
${invalid ? `<p id="${key}-error" class="error">${escapeHtml(error)}</p>` : ''}`;
  };
  const body = `<h1>${escapeHtml(t.title(name))}</h1>
<p class="note">${escapeHtml(t.note)}</p>
<p>${escapeHtml(t.asks(name))}</p>
<form method="post" novalidate>
<input type="hidden" name="redirect_uri" value="${escapeHtml(form.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(form.state)}">
<input type="hidden" name="hl" value="${escapeHtml(locale)}">
${field('name', 'text', 'name', t.requiredName)}
${field('email', 'email', 'email', t.invalidEmail)}
<div class="actions">
<button class="primary" type="submit" name="decision" value="allow">${escapeHtml(t.allow)}</button>
<button class="secondary" type="submit" name="decision" value="deny">${escapeHtml(t.deny)}</button>
</div>
</form>`;
  return htmlPage({ lang: locale, title: t.title(name), body });
}

/** The page shown when the return address is missing or not one of the web app's. */
export function consentRefusedPage(provider: OAuthProvider, locale: Locale): string {
  const t = texts[locale];
  return htmlPage({
    lang: locale,
    title: t.title(providerNames[provider]),
    body: `<h1>${escapeHtml(t.title(providerNames[provider]))}</h1><p class="error">${escapeHtml(t.badRequest)}</p>`,
  });
}
