'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './promo-shop.module.css';

/**
 * What ties an input to its form: its name and the page's initial value, with react-hook-form's registration once the
 * form's code has loaded (the same input throughout).
 */
export type FieldBinding = (UseFormRegisterReturn | { name: string }) & { defaultValue?: string; defaultChecked?: boolean };

interface FieldShell {
  label: string;
  error: string | null;
  hint?: ReactNode;
  registration: FieldBinding;
}

/** ids tying an input to its hint and error, so a screen reader reads them with the field. */
function useDescribed(error: string | null, hint: ReactNode | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Below({ hint, hintId, error, errorId }: { hint: ReactNode | undefined; hintId: string; error: string | null; errorId: string }) {
  return (
    <>
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
    </>
  );
}

export function TextField({ label, error, hint, registration, ...inputProps }: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} {...registration} />
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  registration,
  ...areaProps
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...areaProps} {...registration} />
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({ label, error, registration }: { label: ReactNode; error: string | null; registration: FieldBinding }) {
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

/** A problem of the whole form, announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
