import type { Locale } from '@/lib/i18n/routing';

/** Which landing form: the newsletter, or the private-event request (spec: a private-event landing variant). */
export type SubscriptionVariant = 'newsletter' | 'privateEvent';

export interface CityOption {
  id: number;
  name: string;
}

/** What the visitor types or picks. `city` is a city id from the list, or free text where the language allows it. */
export interface SubscriptionValues {
  name: string;
  email: string;
  city: string;
  consent: boolean;
}

export type SubscriptionField = keyof SubscriptionValues;

const emptySubscription: SubscriptionValues = { name: '', email: '', city: '', consent: false };

export interface SubscriptionResult {
  email: string;
  alreadySubscribed: boolean;
}

/** What the subscription action is bound to on the server: the page's language, the form, the cities it lists. */
export interface SubscriptionContext {
  locale: Locale;
  variant: SubscriptionVariant;
  cities: readonly CityOption[] | null;
}

/**
 * The form's state after each submission (the Server Action's result): what was sent, kept in the fields, with the
 * localised messages under them or one alert; or the success message. `attempt` counts submissions, so the browser
 * knows a result is new even when it reads the same.
 */
export type SubscriptionState =
  | {
      kind: 'editing';
      values: SubscriptionValues;
      errors: Partial<Record<SubscriptionField, string>>;
      alert: string | null;
      attempt: number;
    }
  | { kind: 'subscribed'; message: string; attempt: number };

export const initialSubscriptionState: SubscriptionState = { kind: 'editing', values: emptySubscription, errors: {}, alert: null, attempt: 0 };
