import type { Locale } from '../i18n/locale';
import { translate, type MessageKey } from '../i18n/messages';

/**
 * Lines the subscription form needs beyond the shared catalogue (backend/i18n/messages.ts): Laravel's `accepted`
 * rule and the names of this form's fields, in laravel-lang's wording. Shared rules (required, email, max, ...) are
 * worded by the shared catalogue with these field names.
 */
const accepted: Readonly<Record<Locale, string>> = {
  en: 'The :attribute must be accepted.',
  ru: 'Вы должны принять :attribute.',
  fr: 'Le champ :attribute doit être accepté.',
};

const fieldNames: Readonly<Record<Locale, Readonly<Record<SubscriptionField, string>>>> = {
  en: { name: 'name', email: 'email', city: 'city', cityId: 'city', consent: 'personal data consent', source: 'form' },
  ru: {
    name: 'имя',
    email: 'email',
    city: 'город',
    cityId: 'город',
    consent: 'согласие на обработку персональных данных',
    source: 'форма',
  },
  fr: {
    name: 'nom',
    email: 'e-mail',
    city: 'ville',
    cityId: 'ville',
    consent: 'consentement au traitement des données personnelles',
    source: 'formulaire',
  },
};

export type SubscriptionField = 'name' | 'email' | 'city' | 'cityId' | 'consent' | 'source';

/** A failed rule: a shared message key with its params, or the form's own `accepted`. */
export type SubscriptionRule = { key: MessageKey; params?: Readonly<Record<string, string | number>> } | { key: 'accepted' };

/** The rule's message for a field, in a language. */
export function subscriptionMessage(locale: Locale, field: SubscriptionField, rule: SubscriptionRule): string {
  const attribute = fieldNames[locale][field];
  if (rule.key === 'accepted') return accepted[locale].replace(':attribute', attribute);
  return translate(locale, { key: rule.key, params: { ...rule.params, attribute } });
}
