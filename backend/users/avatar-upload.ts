import { avatarRules } from '@/contract/schemas/accounts';
import type { Accounts } from '../auth/accounts';
import { validationFailed } from '../api-errors/api-error';
import type { UserRow } from './users-repo';
import { sniffImageType } from './avatars-repo';

const fieldError = (rule: 'validation.required' | 'validation.file' | 'validation.mimes' | 'validation.max.file') =>
  validationFailed({
    avatar: [
      {
        key: rule,
        attribute: 'avatar',
        params:
          rule === 'validation.mimes' ? { values: avatarRules.extensions } : rule === 'validation.max.file' ? { max: avatarRules.maxBytes / 1024 } : undefined,
      },
    ],
  });

/** The 422 for a body over the size limit (the upload route refuses it before reading it whole). */
export const avatarTooLarge = () => fieldError('validation.max.file');

/** The public, cache-forever address of a stored picture, on the backend's configured public origin. */
const avatarUrl = (backendOrigin: string, userId: number, version: string) => new URL(`/api/base/avatars/${userId}/${version}`, backendOrigin).toString();

/**
 * POST players/me/avatar (multipart, field `avatar`): a JPEG, PNG or WebP of at most 2 MiB. The type is read from
 * the bytes, not the file name or declared type.
 */
export async function saveAvatar(accounts: Accounts, user: UserRow, body: Record<string, unknown>) {
  const value = body[avatarRules.field];
  if (value === undefined || value === null || value === '') throw fieldError('validation.required');
  if (!(value instanceof File)) throw fieldError('validation.file');
  if (value.size > avatarRules.maxBytes) throw fieldError('validation.max.file');
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('validation.mimes');
  const { services } = accounts;
  const version = accounts.avatars.save(user.id, type, bytes, services.now());
  // Never the request's Host header: a forged one would be stored and shown to everyone who sees the picture.
  services.users.setAvatarUrl(user.id, avatarUrl(services.config.publicOrigin, user.id, version));
  return services.users.toWire(services.users.findById(user.id)!);
}

/** DELETE players/me/avatar */
export function deleteAvatar(accounts: Accounts, user: UserRow) {
  accounts.avatars.remove(user.id);
  accounts.services.users.setAvatarUrl(user.id, null);
  return accounts.services.users.toWire(accounts.services.users.findById(user.id)!);
}
