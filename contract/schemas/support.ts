import { z } from 'zod/mini';
import { userTextChecks } from '../user-text';

// The support request (spec sections 3, 4, 5, 7; contract/README.md, "Support"). The body is multipart: the text
// fields and `files[0]`, `files[1]`, ... The server validates it field by field with these limits (the form shows
// them before anything is uploaded).

/** Spec: mail_not_delivered (no letter after payment), payment_doesnt_work, change_registration, no_link, other. */
export const supportReasons = ['mail_not_delivered', 'payment_doesnt_work', 'change_registration', 'no_link', 'other'] as const;
export type SupportReason = (typeof supportReasons)[number];

/** `?site=` of the call: this site sends `general`; the party site (private games, promo codes) `party`. */
export const supportSites = ['general', 'party'] as const;
export type SupportSite = (typeof supportSites)[number];

/** What a file may be: its type is read from its bytes by the server, never from its name or declared type. */
export type SupportFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf';

/** The extension the server names a stored file with (the sender's name is never used). */
export const supportFileExtensions: Readonly<Record<SupportFileType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

export const supportRules = {
  maxFiles: 5,
  /** Per file. */
  maxFileBytes: 5 * 1024 * 1024,
  nameMax: 255,
  emailMax: 255,
  commentMax: 5000,
  /** For the file picker (`accept`) and the hint; the server goes by the bytes. */
  accept: '.jpg,.jpeg,.png,.webp,.gif,.pdf,image/jpeg,image/png,image/webp,image/gif,application/pdf',
} as const;

/** The multipart field of the i-th file, as the spec writes it (`files[i]`). */
export const supportFileField = (index: number) => `files[${index}]`;

/** Laravel's `email` rule as far as the form needs it; the same pattern on both sides. */
export const SUPPORT_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

const text = (max: number, layout: 'single-line' | 'multi-line') => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), ...userTextChecks(layout));

/**
 * The text fields of the request (the files are checked apart, by their bytes). The server validates with it; the
 * form with the same limits. `site` comes in the query.
 */
export const supportFieldsSchema = z.object({
  reason: z.enum(supportReasons),
  comment: text(supportRules.commentMax, 'multi-line'),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(supportRules.emailMax), z.email({ pattern: SUPPORT_EMAIL_PATTERN })),
  name: text(supportRules.nameMax, 'single-line'),
});
export type SupportFields = z.output<typeof supportFieldsSchema>;

/** 201 (or 200 for a repeated Idempotency-Key): the request's number, for the success text and the letter. */
export const supportReplySchema = z.object({
  data: z.object({
    id: z.int().check(z.positive()),
    files: z.int().check(z.nonnegative()),
  }),
});
export type SupportReply = z.infer<typeof supportReplySchema>;
