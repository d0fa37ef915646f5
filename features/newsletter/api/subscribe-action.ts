'use server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod/mini';
import { getServerApi, visitorAddressHeaders } from '@/lib/api/server-api';
import { locales } from '@/lib/i18n/routing';
import { subscriptionFormSchema, toSubscriptionRequest } from '../model/subscription-form-schema';
import type { SubscriptionContext, SubscriptionField, SubscriptionState, SubscriptionValues } from '../types';
import { subscribe } from './subscribe';
import { describeSubscriptionFailure } from './subscription-failure';

/** The bound context comes back from the browser with the form: it is checked like any other input. */
const contextSchema = z.object({
  locale: z.enum(locales),
  variant: z.enum(['newsletter', 'privateEvent']),
  cities: z.nullable(z.array(z.object({ id: z.int(), name: z.string() }))),
});

const FIELDS: readonly SubscriptionField[] = ['name', 'city', 'email', 'consent'];

/** The form's fields as posted (with or without JavaScript): a checkbox posts "on" when ticked, nothing otherwise. */
function valuesOf(form: FormData): SubscriptionValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), city: text('city'), consent: form.get('consent') === 'on' };
}

type Translate = Awaited<ReturnType<typeof getTranslations<'newsletter.errors'>>>;

/** Our check's message for a field's first problem, by zod issue code (the same rules as the server's). */
function checkMessage(t: Translate, field: SubscriptionField, code: string): string {
  if (code === 'too_big') return t('tooLong');
  if (field === 'consent') return t('consentRequired');
  if (field === 'email') return code === 'too_small' ? t('emailRequired') : t('emailInvalid');
  return field === 'name' ? t('nameRequired') : t('cityRequired');
}

/**
 * The newsletter form's submission, with or without JavaScript in the browser: checks the fields as the platform
 * does, sends `POST /subscriptions` from the server (with the visitor's address for the per-address throttle), and
 * returns the next state of the form in the page's language. What was typed always comes back with it.
 */
export async function subscribeAction(context: SubscriptionContext, previous: SubscriptionState, form: FormData): Promise<SubscriptionState> {
  const { locale, variant, cities } = contextSchema.parse(context);
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  const tErrors = await getTranslations({ locale, namespace: 'newsletter.errors' });
  const values = valuesOf(form);
  const attempt = previous.attempt + 1;
  const editing = (errors: Partial<Record<SubscriptionField, string>>, alert: string | null): SubscriptionState => ({
    kind: 'editing',
    values,
    errors,
    alert,
    attempt,
  });

  const checked = subscriptionFormSchema.safeParse(values);
  if (!checked.success) {
    const errors: Partial<Record<SubscriptionField, string>> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as SubscriptionField;
      if (FIELDS.includes(field) && !errors[field]) errors[field] = checkMessage(tErrors, field, issue.code);
    }
    return editing(errors, null);
  }

  try {
    const api = await getServerApi('player', locale);
    const result = await subscribe(api, toSubscriptionRequest(values, variant, cities), await visitorAddressHeaders());
    return { kind: 'subscribed', message: t(result.alreadySubscribed ? `${variant}.successAgain` : `${variant}.success`, { email: result.email }), attempt };
  } catch (error) {
    const view = describeSubscriptionFailure(error);
    return editing(view.fields, view.alert ? tErrors(view.alert, { seconds: view.retryAfter ?? 0 }) : null);
  }
}
