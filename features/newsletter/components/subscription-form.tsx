'use client';
import { useActionState, useEffect, useRef } from 'react';
import type { LegalDocuments } from '@/lib/config/documents';
import { initialSubscriptionState, type CityOption, type SubscriptionField, type SubscriptionState, type SubscriptionVariant } from '../types';
import { SubscriptionFields } from './subscription-fields';
import styles from './subscription-form.module.css';

export interface SubscriptionFormProps {
  /** The Server Action (api/subscribe-action.ts) bound to the page's language, the form and its cities. */
  action: (previous: SubscriptionState, form: FormData) => Promise<SubscriptionState>;
  variant: SubscriptionVariant;
  idPrefix: string;
  cities: readonly CityOption[] | null;
  documents: LegalDocuments;
}

/** Where the first field in error is on screen. */
const FIELD_ORDER: readonly SubscriptionField[] = ['name', 'city', 'email', 'consent'];

/**
 * The newsletter form and its private-event variant (same fields, other words and `source`). A Server Action sends
 * it, so it works the same before the page's scripts run or without them: the browser's own POST renders the page
 * again with the result (the form's address is its section, `#{idPrefix}`, so the page opens there). Messages show
 * under their fields, everything typed comes back in the fields, and success replaces the form with a message that
 * takes the focus.
 */
export function SubscriptionForm({ action, variant, idPrefix, cities, documents }: SubscriptionFormProps) {
  // The permalink is what the browser's own POST goes to, and what matches the result to this form, whichever page
  // (the stored home page or its per-request render) answers it.
  const [state, submit, pending] = useActionState(action, initialSubscriptionState, `#${idPrefix}`);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  // After each result: the success message, the first field in error, or (a failure naming no field) the submit
  // button, which was disabled while sending and so lost the focus: a retry is one key away.
  useEffect(() => {
    if (state.attempt === 0) return;
    if (state.kind === 'subscribed') {
      successRef.current?.focus();
      return;
    }
    const form = formRef.current;
    const field = FIELD_ORDER.find((name) => state.errors[name]);
    if (field) {
      form?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    const active = document.activeElement;
    // Only focus that was lost moves: a visitor who pressed Enter in a field stays in it.
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button && (!active || active === document.body || active === button)) button.focus();
  }, [state]);

  if (state.kind === 'subscribed') {
    return (
      <p ref={successRef} tabIndex={-1} role="status" className={styles.success} data-testid="subscription-success">
        {state.message}
      </p>
    );
  }

  const { values, errors } = state;
  return (
    // noValidate: the server's localised checks replace the browser's bubbles.
    <form ref={formRef} action={submit} className={styles.form} noValidate>
      <SubscriptionFields
        variant={variant}
        idPrefix={idPrefix}
        cities={cities}
        documents={documents}
        // React resets a form after its action: the fields go back to what was sent, never to empty.
        inputProps={(field) => (field === 'consent' ? { name: field, defaultChecked: values.consent } : { name: field, defaultValue: values[field] })}
        errors={errors}
        alert={state.alert}
        submitting={pending}
        generation={state.attempt}
      />
    </form>
  );
}
