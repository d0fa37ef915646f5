import { z } from 'zod/mini';
import { SUPPORT_EMAIL_PATTERN, supportReasons, supportRules } from '@/contract/schemas/support';
import { userTextProblem } from '@/contract/user-text';
import type { SupportVariant } from '../types';

/**
 * The form's rules: the server's (contract/schemas/support.ts), checked in the browser first so nothing is sent
 * that the server would refuse. Each message is a key of `support.errors`.
 */
const supportMessageKeys = ['reasonRequired', 'commentRequired', 'nameRequired', 'emailRequired', 'emailInvalid', 'tooLong', 'brokenText'] as const;
export type SupportMessageKey = (typeof supportMessageKeys)[number];
export const isSupportMessageKey = (value: unknown): value is SupportMessageKey => (supportMessageKeys as readonly unknown[]).includes(value);

export interface SupportFormValues {
  reason: string;
  comment: string;
  email: string;
  name: string;
}

const typed = (layout: 'single-line' | 'multi-line') => z.refine<string>((text) => userTextProblem(text, layout) === null, 'brokenText');
const required = (max: number, key: SupportMessageKey, layout: 'single-line' | 'multi-line') =>
  z.string().check(z.trim(), z.minLength(1, key), z.maxLength(max, 'tooLong'), typed(layout));

export const supportFormSchema = z.object({
  reason: z.string().check(z.refine((value) => (supportReasons as readonly string[]).includes(value), 'reasonRequired')),
  comment: required(supportRules.commentMax, 'commentRequired', 'multi-line'),
  name: required(supportRules.nameMax, 'nameRequired', 'single-line'),
  // The spec's rule: a bad address shows 'Введите корректный email' and nothing is sent.
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(supportRules.emailMax, 'tooLong'), z.regex(SUPPORT_EMAIL_PATTERN, 'emailInvalid')),
});

/** Spec: the submit button stays disabled until reason, comment, name and e-mail are not empty. */
export const canSubmit = (values: SupportFormValues) => [values.reason, values.comment, values.name, values.email].every((value) => value.trim() !== '');

/** How many files the variant takes: the spec's variant has one `file`. */
export const maxFilesOf = (variant: SupportVariant) => (variant === 'short' ? 1 : supportRules.maxFiles);

export type FileProblem = 'tooLarge' | 'wrongType' | 'empty';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);
const EXTENSION = /\.(jpe?g|png|webp|gif|pdf)$/i;

/**
 * The checks the server repeats, before anything is uploaded: the type (the browser's word, or the extension when
 * it has none; the server reads the bytes) and the size.
 */
export function checkSupportFile(file: File): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (!TYPES.has(file.type) && !(file.type === '' && EXTENSION.test(file.name))) return 'wrongType';
  if (file.size > supportRules.maxFileBytes) return 'tooLarge';
  return null;
}

/** The limit as people read it: "5 MB". */
export const maxFileMegabytes = Math.round(supportRules.maxFileBytes / (1024 * 1024));
