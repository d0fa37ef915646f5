import type { z } from 'zod';
import { validationFailed } from './http-error';

/** Laravel's :attribute — `password_confirmation` and `perPage` both read as words. */
export const attributeName = (field: string): string =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/_/g, ' ');

/** Laravel treats absent, null, blank strings and empty arrays as "not present" for the required rule. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

const formatMessages: Record<string, string> = {
  email: 'The :attribute must be a valid email address.',
  date: 'The :attribute does not match the format Y-m-d.',
  datetime: 'The :attribute is not a valid date.',
  url: 'The :attribute must be a valid URL.',
};

const typeMessages: Record<string, string> = {
  string: 'The :attribute must be a string.',
  number: 'The :attribute must be a number.',
  int: 'The :attribute must be an integer.',
  boolean: 'The :attribute field must be true or false.',
  array: 'The :attribute must be an array.',
  object: 'The :attribute must be an array.',
};

/** Turns one zod issue into Laravel's English wording of the matching rule. */
function laravelMessage(issue: z.core.$ZodIssue, raw: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(raw)) return 'The :attribute field is required.';
      return typeMessages[issue.expected] ?? 'The :attribute is invalid.';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1 && isBlank(raw)) return 'The :attribute field is required.';
      if (issue.origin === 'string') return `The :attribute must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return `The :attribute must have at least ${issue.minimum} items.`;
      return `The :attribute must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `The :attribute must not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The :attribute must not have more than ${issue.maximum} items.`;
      return `The :attribute must not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'The :attribute format is invalid.';
    case 'invalid_value':
      return 'The selected :attribute is invalid.';
    default:
      return issue.message.includes(':attribute') ? issue.message : 'The :attribute is invalid.';
  }
}

/**
 * Parses input with a contract schema; on failure throws a 422 in Laravel's shape with the first message per
 * field (Laravel lists every failing rule, but a missing value fails only `required`, which is what forms show).
 */
export function validate<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (errors[field]) continue;
    const raw = input[String(issue.path[0] ?? '')];
    errors[field] = [laravelMessage(issue, raw).replace(':attribute', attributeName(field))];
  }
  throw validationFailed(errors);
}
