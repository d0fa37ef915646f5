'use client';
import { useTranslations } from 'next-intl';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '@/contract/schemas/accounts';
import type { FormFailureView } from '../../api/form-failure';
import { isFormMessageKey } from '../../forms/form-schemas';

/** Marks a field error that came from the server (the text is shown as given, or as our e-mail prompt). */
export const SERVER_ERROR = 'server';
const ENTER_EMAIL_ERROR = 'enter-email';

/** The localised text of a field error: our own keys, the server's words, or the e-mail prompt. */
export function useFieldErrorText() {
  const t = useTranslations('auth.form');
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === SERVER_ERROR && error.message) return error.message;
    if (error.type === ENTER_EMAIL_ERROR) return t('emailRequired');
    return isFormMessageKey(error.message) ? t(error.message, { min: NEW_PASSWORD_MIN_LENGTH }) : t('invalid');
  };
}

/**
 * Puts a failed call's field messages under their fields, focusing the first in form order (so a screen reader
 * reads the message through aria-describedby). Typed values stay: nothing is reset.
 */
export function applyFieldFailures<V extends FieldValues, F extends Path<V> & string>(
  view: FormFailureView<F>,
  setError: UseFormSetError<V>,
  order: readonly F[],
) {
  let focus = true;
  for (const field of order) {
    const message = view.fields[field];
    if (!message) continue;
    setError(field, message.kind === 'server' ? { type: SERVER_ERROR, message: message.text } : { type: ENTER_EMAIL_ERROR }, {
      shouldFocus: focus,
    });
    focus = false;
  }
}
