'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './private-games.module.css';

interface FieldShell {
  label: string;
  error: string | null;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** ids tying a control to its hint and error, so a screen reader reads them with the field. */
function useDescribed(error: string | null, hint: ReactNode | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy, invalid: error ? true : undefined };
}

function Notes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error: string | null; errorId: string }) {
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

export function TextField({ label, error, hint, registration, ...props }: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const d = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={d.id}>
        {label}
      </label>
      <input id={d.id} className={styles.input} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration} />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  registration,
  ...props
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  const d = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={d.id}>
        {label}
      </label>
      <textarea id={d.id} className={styles.input} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration} />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  registration,
  children,
  ...props
}: FieldShell & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  const d = useDescribed(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={d.id}>
        {label}
      </label>
      <select id={d.id} className={styles.input} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration}>
        {children}
      </select>
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function CheckboxField({ label, error, registration }: { label: ReactNode; error: string | null; registration: UseFormRegisterReturn }) {
  const d = useDescribed(error, undefined);
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input type="checkbox" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...registration} />
        <span>{label}</span>
      </label>
      <Notes hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}
