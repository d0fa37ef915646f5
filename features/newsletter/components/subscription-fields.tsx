'use client';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { documentLink } from '@/components/ui/document-link';
import type { LegalDocuments } from '@/lib/config/documents';
import type { CityOption, SubscriptionField, SubscriptionVariant } from '../types';
import styles from './subscription-form.module.css';

export interface SubscriptionFieldsProps {
  variant: SubscriptionVariant;
  /** Stable per form: ids of the inputs and their messages. */
  idPrefix: string;
  /** null: the city is typed (languages with free city input); else picked from the list. */
  cities: readonly CityOption[] | null;
  documents: LegalDocuments;
  /** Extra props per input: its name and what it starts with (what was sent last). */
  inputProps: (field: SubscriptionField) => ComponentProps<'input'> & ComponentProps<'select'>;
  errors?: Partial<Record<SubscriptionField, string | null>>;
  alert?: string | null;
  submitting?: boolean;
  /**
   * Changes when the fields start over from new values: a select takes a new default only when it is created (React
   * leaves an existing one's `defaultValue` alone, and the form's reset would bring back the first).
   */
  generation?: number;
}

/** The subscription form's fields: every input has a visible label and, when wrong, a message it is described by. */
export function SubscriptionFields({ variant, idPrefix, cities, documents, inputProps, errors = {}, alert, submitting, generation }: SubscriptionFieldsProps) {
  const t = useTranslations('newsletter');
  const field = (name: SubscriptionField) => {
    const message = errors[name] ?? null;
    const errorId = `${idPrefix}-${name}-error`;
    return {
      message: message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null,
      props: {
        id: `${idPrefix}-${name}`,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? errorId : undefined,
        ...inputProps(name),
      },
    };
  };
  const name = field('name');
  const email = field('email');
  const city = field('city');
  const consent = field('consent');
  const link = documentLink;

  return (
    <>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={name.props.id} className={styles.label}>
            {t('fields.name')}
          </label>
          <input type="text" autoComplete="name" className={styles.input} {...name.props} />
          {name.message}
        </div>
        <div className={styles.field}>
          <label htmlFor={city.props.id} className={styles.label}>
            {t('fields.city')}
          </label>
          {cities ? (
            <select key={generation} className={styles.input} {...city.props}>
              <option value="">{t('fields.cityPlaceholder')}</option>
              {cities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          ) : (
            <input type="text" autoComplete="address-level2" className={styles.input} {...city.props} />
          )}
          {city.message}
        </div>
        <div className={styles.field}>
          <label htmlFor={email.props.id} className={styles.label}>
            {t('fields.email')}
          </label>
          <input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} className={styles.input} {...email.props} />
          {email.message}
        </div>
      </div>
      <div className={styles.consent}>
        <input type="checkbox" className={styles.checkbox} {...consent.props} />
        <label htmlFor={consent.props.id}>{t.rich('consent', { terms: link(documents.terms), privacy: link(documents.privacy) })}</label>
        {consent.message}
      </div>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? t('submitting') : t(`${variant}.submit`)}
      </button>
    </>
  );
}
