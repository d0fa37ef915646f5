import { createHash } from 'node:crypto';
import { supportFieldsSchema, supportRules, supportSites, type SupportFields, type SupportFileType, type SupportSite } from '@/contract/schemas/support';
import { ApiError, validationFailed } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { Message } from '../i18n/messages';
import { sniffSupportFileType } from './sniff-file-type';

/** A file as stored: numbered from 1 in the order sent, typed by its bytes. */
export interface ReceivedFile {
  position: number;
  mime: SupportFileType;
  bytes: Uint8Array;
  sha256: string;
}

export interface SupportInput {
  site: SupportSite;
  fields: SupportFields;
  files: ReceivedFile[];
}

const FILE_KEY = /^files\[(\d{1,3})\]$/;

/**
 * The files of the multipart body in the order sent: `files[0]`, `files[1]`, ... (the spec's names), and also
 * `files[]` / `files` repeated, as other clients send arrays. Each entry is whatever the field held (a file, or
 * text from a client that sent something else).
 */
function fileEntries(body: Record<string, unknown>): unknown[] {
  const indexed: [number, unknown][] = [];
  const listed: unknown[] = [];
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    const match = FILE_KEY.exec(key);
    if (match) indexed.push(...values.map((v) => [Number(match[1]), v] as [number, unknown]));
    else if (key === 'files[]' || key === 'files') listed.push(...values);
  }
  indexed.sort((a, b) => a[0] - b[0]);
  return [...indexed.map(([, v]) => v), ...listed];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file's problem (as `files.{i}`, Laravel's key for an array item), or the file as stored. */
async function readFiles(entries: unknown[], errors: Record<string, Message[]>): Promise<ReceivedFile[]> {
  if (entries.length > supportRules.maxFiles) {
    errors.files = [{ key: 'support.too_many_files', params: { max: supportRules.maxFiles } }];
    return [];
  }
  const files: ReceivedFile[] = [];
  for (const [index, entry] of entries.entries()) {
    const position = index + 1;
    const fail = (key: Message['key'], params: Message['params'] = {}) => {
      errors[`files.${index}`] = [{ key, params: { position, ...params } }];
    };
    // A text field, or an empty file part (a picker left empty sends one): not a file.
    if (!(entry instanceof File) || entry.size === 0) {
      fail('support.file_invalid');
      continue;
    }
    if (entry.size > supportRules.maxFileBytes) {
      fail('support.file_size', { max: Math.floor(supportRules.maxFileBytes / 1024) });
      continue;
    }
    const bytes = new Uint8Array(await entry.arrayBuffer());
    const mime = sniffSupportFileType(bytes);
    if (!mime) {
      fail('support.file_type');
      continue;
    }
    files.push({ position, mime, bytes, sha256: sha256(bytes) });
  }
  return files;
}

/**
 * POST {legacy}/support?site=general, as a Laravel form request would check it: reason, comment, email and name
 * required (the user-text rule on what people type), at most 5 files of 5 MiB, each an image or a PDF by its bytes.
 * Every problem comes at once (a 422 in Laravel's shape); nothing is stored unless all is well.
 */
export async function readSupportRequest(body: Record<string, unknown>, siteParam: string | undefined): Promise<SupportInput> {
  const errors: Record<string, Message[]> = {};
  const site = (siteParam === undefined || siteParam === '' ? 'general' : siteParam) as SupportSite;
  if (!supportSites.includes(site)) errors.site = [{ key: 'validation.in', attribute: 'site' }];

  let fields: SupportFields | null = null;
  // A form sends line breaks as CR LF (the HTML standard's form encoding): stored as the LF that was typed.
  const comment = typeof body.comment === 'string' ? body.comment.replace(/\r\n?/g, '\n') : body.comment;
  try {
    fields = validate(supportFieldsSchema, { ...body, comment });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.content.errors) throw error;
    Object.assign(errors, error.content.errors);
  }
  const files = await readFiles(fileEntries(body), errors);
  if (Object.keys(errors).length > 0 || !fields) throw validationFailed(errors);
  return { site, fields, files };
}

/** What was sent, as a digest: a repeated Idempotency-Key must come with the same request. */
export const supportRequestHash = ({ site, fields, files }: SupportInput) =>
  createHash('sha256')
    .update(JSON.stringify([site, fields.reason, fields.comment, fields.email.toLowerCase(), fields.name, files.map((f) => f.sha256)]))
    .digest('hex');
