import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { isUserTextIssueParams } from '@/contract/user-text';
import type { Message, MessageKey } from '../i18n/messages';
import { validationFailed } from './api-error';

/** Laravel treats absent, null, blank strings and empty arrays as "not present" for the required rule. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

type Rule = Omit<Message, 'attribute'>;

const formatRules: Record<string, Rule> = {
  email: { key: 'validation.email' },
  date: { key: 'validation.date_format', params: { format: 'Y-m-d' } },
  datetime: { key: 'validation.date' },
  url: { key: 'validation.url' },
};

const typeRules: Record<string, MessageKey> = {
  string: 'validation.string',
  number: 'validation.numeric',
  int: 'validation.integer',
  boolean: 'validation.boolean',
  array: 'validation.array',
  object: 'validation.array',
};

/** Size rules come in Laravel's string / array / numeric variants. */
const sizeVariant = (origin: string): 'string' | 'array' | 'numeric' =>
  origin === 'string' ? 'string' : origin === 'array' || origin === 'set' ? 'array' : 'numeric';

/** The Laravel rule (message key and params) a zod issue stands for. */
function laravelRule(issue: $ZodIssue, raw: unknown): Rule {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(raw)) return { key: 'validation.required' };
      return { key: typeRules[issue.expected] ?? 'validation.invalid' };
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) <= 1 && isBlank(raw)) return { key: 'validation.required' };
      return { key: `validation.min.${sizeVariant(issue.origin)}`, params: { min: Number(issue.minimum) } };
    }
    case 'too_big':
      return { key: `validation.max.${sizeVariant(issue.origin)}`, params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return formatRules[issue.format] ?? { key: 'validation.regex' };
    case 'invalid_value':
      return { key: 'validation.in' };
    case 'custom':
      if (isUserTextIssueParams(issue.params)) {
        return { key: issue.params.userText === 'lone-surrogate' ? 'validation.user_text.lone_surrogate' : 'validation.user_text.control' };
      }
      return { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/**
 * Parses input with a contract schema; on failure throws a 422 in Laravel's shape with the first message per
 * field (Laravel lists every failing rule, but a missing value fails only `required`, which is what forms show).
 * Messages are keys here; the reply is written in the request's language.
 */
export function validate<S extends $ZodType>(schema: S, input: Record<string, unknown>, options: ValidationOptions = {}): output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const errors: Record<string, Message[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (errors[field]) continue;
    const raw = input[String(issue.path[0] ?? '')];
    const rule = options.rules?.[field];
    const attribute = options.attributes?.[field] ?? field;
    errors[field] = [rule ? { key: rule, attribute } : { ...laravelRule(issue, raw), attribute }];
  }
  throw validationFailed(errors);
}

export interface ValidationOptions {
  /** How a field is named in its messages when it differs from the field (`name` -> `full_name`). */
  attributes?: Readonly<Record<string, string>>;
  /** A field whose only rule has no zod counterpart (Laravel's `accepted`): its message, whatever failed. */
  rules?: Readonly<Record<string, MessageKey>>;
}
