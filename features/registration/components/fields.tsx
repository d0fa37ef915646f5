'use client';
import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isStepMessageKey } from '../model/step-schemas';
import styles from './registration.module.css';

/** A field error set from a server reply: its text is shown as the server wrote it (in the page's language). */
export const SERVER_ERROR = 'server';

/** The text of a field error: the server's words, or our own key of `registration.errors`. */
export function useErrorText() {
  const t = useTranslations('registration.errors');
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === SERVER_ERROR && error.message) return error.message;
    return isStepMessageKey(error.message) ? t(error.message) : t('invalid');
  };
}

/** ids tying an input to its hint and error, so a screen reader reads them with the field. */
function useDescribed(error: string | null, hint: ReactNode | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

interface FieldShell {
  label: string;
  error: string | null;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

export function TextField({ label, error, hint, registration, ...inputProps }: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} {...registration} />
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  registration,
  children,
  ...selectProps
}: FieldShell & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...selectProps} {...registration}>
        {children}
      </select>
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({ label, error, registration }: { label: ReactNode; error: string | null; registration: UseFormRegisterReturn }) {
  const { id, errorId, describedBy } = useDescribed(error, undefined);
  return (
    <div>
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...registration} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A problem of the whole form (too many attempts), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
