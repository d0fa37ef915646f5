import { endpoints } from '@/contract/endpoints';
import { avatarRules, type AvatarType } from '@/contract/schemas/accounts';
import { userReplySchema } from '@/contract/schemas/auth';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { User } from '../types';
import { toUser } from './to-user';

export type AvatarProblem = 'wrongType' | 'tooLarge';

/**
 * The checks the server repeats, done before uploading so a wrong file is refused at once. The browser's type is
 * only a hint (the server reads the bytes); an empty type with a known extension is accepted and left to it.
 */
export function checkAvatarFile(file: File): AvatarProblem | null {
  const byType = (avatarRules.types as readonly string[]).includes(file.type as AvatarType);
  const byName = file.type === '' && /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!byType && !byName) return 'wrongType';
  if (file.size > avatarRules.maxBytes) return 'tooLarge';
  return null;
}

/** POST players/me/avatar (multipart, field `avatar`): the user with the new avatar_url. */
export async function uploadAvatar(api: ApiClient, file: File): Promise<User> {
  const form = new FormData();
  form.set(avatarRules.field, file, file.name);
  const reply = await api.request(endpoints.base.avatarUpload(), { schema: userReplySchema, body: form });
  return toUser(reply.data);
}

/** DELETE players/me/avatar */
export async function deleteAvatar(api: ApiClient): Promise<User> {
  const reply = await api.request(endpoints.base.avatarDelete(), { schema: userReplySchema });
  return toUser(reply.data);
}
