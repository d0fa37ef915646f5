import { z } from 'zod/mini';
import { subscriptionEmail, SUBSCRIPTION_TEXT_MAX, type SubscriptionRequest } from '@/contract/schemas/newsletter';
import type { CityOption, SubscriptionValues, SubscriptionVariant } from '../types';

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(SUBSCRIPTION_TEXT_MAX));

/** The form's own checks, the same rules the server applies (so a valid form is never refused for its shape). */
export const subscriptionFormSchema = z.object({
  name: text,
  email: subscriptionEmail,
  city: text,
  /** A boolean that must be true (the checkbox), so form values and the schema's output share one type. */
  consent: z.boolean().check(z.refine((checked) => checked)),
});

/** Form values -> request body: a city picked from the list also sends its id (and its name, what the visitor saw). */
export function toSubscriptionRequest(values: SubscriptionValues, variant: SubscriptionVariant, cities: readonly CityOption[] | null): SubscriptionRequest {
  const picked = cities?.find((city) => String(city.id) === values.city);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    city: picked ? picked.name : values.city.trim(),
    ...(picked ? { cityId: picked.id } : {}),
    consent: true,
    source: variant === 'privateEvent' ? 'private_event' : 'newsletter',
  };
}
