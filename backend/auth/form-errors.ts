import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, validationFailed } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { Message } from '../i18n/messages';

export type FieldErrors = Record<string, Message[]>;

/**
 * Validates like `validate` but hands back the field messages instead of throwing, so checks that need the
 * database (unique e-mail) or two fields (confirmation) can add theirs and all are reported at once, as Laravel does.
 */
export function collect<S extends $ZodType>(schema: S, body: Record<string, unknown>): { data: output<S> | null; errors: FieldErrors } {
  try {
    return { data: validate(schema, body), errors: {} };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.content.errors) {
      return { data: null, errors: { ...error.content.errors } };
    }
    throw error;
  }
}

/** Laravel's `confirmed` rule on `password`, reported only when the password passed its other rules. */
export function checkConfirmed(body: Record<string, unknown>, errors: FieldErrors) {
  if (errors.password) return;
  if (typeof body.password === 'string' && body.password !== body.password_confirmation) {
    errors.password = [{ key: 'validation.confirmed', attribute: 'password' }];
  }
}

/** Throws the 422 when any field failed. */
export function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
