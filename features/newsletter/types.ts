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

export const emptySubscription: SubscriptionValues = { name: '', email: '', city: '', consent: false };

export interface SubscriptionResult {
  email: string;
  alreadySubscribed: boolean;
}
