import { getTranslations } from 'next-intl/server';
import { siteLegalDocuments } from '@/lib/config/site-documents';
import type { Locale } from '@/lib/i18n/routing';
import { subscribeAction } from '../api/subscribe-action';
import type { CityOption, SubscriptionVariant } from '../types';
import { SubscriptionForm } from './subscription-form';
import styles from './subscription-form.module.css';

/**
 * A landing section with the subscription form: the newsletter, or (variant privateEvent) the request for a
 * private or corporate game. `cities` null means the city is typed rather than picked (locale settings).
 */
export async function SubscriptionSection({
  locale,
  variant,
  id,
  cities,
}: {
  locale: Locale;
  variant: SubscriptionVariant;
  id: string;
  cities: readonly CityOption[] | null;
}) {
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{t(`${variant}.title`)}</h2>
      <p>{t(`${variant}.text`)}</p>
      <SubscriptionForm
        action={subscribeAction.bind(null, { locale, variant, cities })}
        variant={variant}
        idPrefix={id}
        cities={cities}
        documents={siteLegalDocuments(locale)}
      />
    </section>
  );
}
