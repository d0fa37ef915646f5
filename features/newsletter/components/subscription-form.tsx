'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { LegalDocuments } from '@/lib/config/documents';
import { describeSubscriptionFailure, type SubscriptionFailureView } from '../api/subscription-failure';
import { useSubscribe } from '../api/use-subscribe';
import { subscriptionFormSchema, toSubscriptionRequest } from '../model/subscription-form-schema';
import type { CityOption, SubscriptionField, SubscriptionValues, SubscriptionVariant } from '../types';
import { SubscriptionFields } from './subscription-fields';
import styles from './subscription-form.module.css';

export const SERVER_ERROR = 'server';

export interface SubscriptionFormProps {
  variant: SubscriptionVariant;
  idPrefix: string;
  cities: readonly CityOption[] | null;
  documents: LegalDocuments;
  /** What was typed into the stand-in before this code arrived. */
  initialValues: SubscriptionValues;
  /** The field that had the focus in the stand-in. */
  focusField?: SubscriptionField | null;
  /** The stand-in was submitted before this code arrived: submit now. */
  submitOnMount?: boolean;
}

type Translate = ReturnType<typeof useTranslations<'newsletter.errors'>>;

/** Localised text of a field error: our checks by zod issue code, the server's own words as given. */
function errorText(t: Translate, field: SubscriptionField, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  if (error.type === 'too_big') return t('tooLong');
  if (field === 'consent') return t('consentRequired');
  if (field === 'email') return error.type === 'too_small' ? t('emailRequired') : t('emailInvalid');
  return field === 'name' ? t('nameRequired') : t('cityRequired');
}

/**
 * The newsletter form and its private-event variant (same fields, other words and `source`). Validates as the
 * server does, shows the server's 422 messages under their fields, keeps everything typed on any error, and
 * replaces itself with a success message that takes the focus.
 */
export function SubscriptionForm({ variant, idPrefix, cities, documents, initialValues, focusField, submitOnMount }: SubscriptionFormProps) {
  const t = useTranslations('newsletter');
  const tErrors = useTranslations('newsletter.errors');
  const [alert, setAlert] = useState<Pick<SubscriptionFailureView, 'alert' | 'retryAfter'> | null>(null);
  const subscription = useSubscribe();
  const result = subscription.data ?? null;
  const successRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SubscriptionValues>({ resolver: zodResolver(subscriptionFormSchema), defaultValues: initialValues });

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
    else if (focusField) setFocus(focusField);
  }, [focusField, setFocus, submitOnMount]);
  useEffect(() => {
    if (result) successRef.current?.focus();
  }, [result]);
  // The submit button is disabled while sending, which takes the focus from it; after a failure that names no field
  // (server down, network) focus comes back to it, next to the alert, so a retry is one key away.
  const [refocusRequest, setRefocusRequest] = useState(0);
  const refocusHandled = useRef(0);
  useEffect(() => {
    if (isSubmitting || refocusRequest === refocusHandled.current) return;
    refocusHandled.current = refocusRequest;
    const button = formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]');
    const active = document.activeElement;
    // Only focus that was lost moves: a visitor who pressed Enter in a field stays in it.
    if (button && (!active || active === document.body || active === button)) button.focus();
  }, [isSubmitting, refocusRequest]);

  const submit = async (values: SubscriptionValues) => {
    setAlert(null);
    try {
      await subscription.mutateAsync(toSubscriptionRequest(values, variant, cities));
    } catch (error) {
      const view = describeSubscriptionFailure(error);
      setAlert(view.alert ? { alert: view.alert, retryAfter: view.retryAfter } : null);
      if (Object.keys(view.fields).length === 0) setRefocusRequest((n) => n + 1);
      let focus = true;
      for (const [field, message] of Object.entries(view.fields) as [SubscriptionField, string][]) {
        setError(field, { type: SERVER_ERROR, message }, { shouldFocus: focus });
        focus = false;
      }
    }
  };

  if (result) {
    return (
      <p ref={successRef} tabIndex={-1} role="status" className={styles.success} data-testid="subscription-success">
        {t(result.alreadySubscribed ? `${variant}.successAgain` : `${variant}.success`, { email: result.email })}
      </p>
    );
  }

  const fields: SubscriptionField[] = ['name', 'email', 'city', 'consent'];
  return (
    // noValidate: our localised checks replace the browser's bubbles.
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
      <SubscriptionFields
        variant={variant}
        idPrefix={idPrefix}
        cities={cities}
        documents={documents}
        inputProps={(field) => register(field)}
        errors={Object.fromEntries(fields.map((field) => [field, errorText(tErrors, field, errors[field])]))}
        alert={alert?.alert ? tErrors(alert.alert, { seconds: alert.retryAfter ?? 0 }) : null}
        submitting={isSubmitting}
      />
    </form>
  );
}
