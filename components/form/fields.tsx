'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './fields.module.css';

/**
 * What ties a control to its form: react-hook-form's registration, or (a form rendered before its code loads) just
 * the name and the initial value. Controlled forms pass `value` and `onChange` as ordinary props instead.
 */
export type FieldBinding = (UseFormRegisterReturn | { name: string }) & { defaultValue?: string; defaultChecked?: boolean };

interface FieldShell {
  label: ReactNode;
  /** The localised error, or null: shown under the control, tied to it by aria-describedby and aria-invalid. */
  error: string | null;
  hint?: ReactNode;
  registration?: FieldBinding;
  /** The control's id when the form moves focus to it itself; else one is made. */
  id?: string;
}

/** Ids tying a control to its hint and error, so a screen reader reads them with the field. */
function useDescribed(error: string | null, hint: ReactNode | undefined, given: string | undefined) {
  const made = useId();
  const id = given ?? made;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy, invalid: error ? true : undefined };
}

function Notes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error: string | null; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
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

type Without<P> = Omit<P, 'id' | 'className'>;

export function TextField({ label, error, hint, registration, id, ...props }: FieldShell & Without<InputHTMLAttributes<HTMLInputElement>>) {
  const d = useDescribed(error, hint, id);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={d.id}>
        {label}
      </label>
      <input id={d.id} className={styles.control} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration} />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, registration, id, ...props }: FieldShell & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const d = useDescribed(error, hint, id);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={d.id}>
        {label}
      </label>
      <textarea id={d.id} className={styles.control} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration} />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  registration,
  id,
  children,
  ...props
}: FieldShell & { children: ReactNode } & Without<SelectHTMLAttributes<HTMLSelectElement>>) {
  const d = useDescribed(error, hint, id);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={d.id}>
        {label}
      </label>
      <select id={d.id} className={styles.control} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration}>
        {children}
      </select>
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

/** A checkbox with its label beside it (the label wraps it, so the whole line toggles it). */
export function CheckboxField({ label, error, hint, registration, id, ...props }: FieldShell & Without<InputHTMLAttributes<HTMLInputElement>>) {
  const d = useDescribed(error, hint, id);
  return (
    <div className={styles.field}>
      <label className={styles.checkbox} htmlFor={d.id}>
        <input id={d.id} type="checkbox" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...props} {...registration} />
        <span>{label}</span>
      </label>
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}
