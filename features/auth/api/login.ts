import { endpoints } from '@/contract/endpoints';
import { tokenReplySchema, type LoginRequest, type TokenReply } from '@/contract/schemas/auth';
import type { ApiClient } from '@/lib/api/create-api-client';

/** POST /login (player). Resolves with the token pair; a refusal is an ApiFailure (422 with field errors, 429...). */
export function loginPlayer(api: ApiClient, credentials: LoginRequest): Promise<TokenReply> {
  return api.request(endpoints.base.login(), {
    schema: tokenReplySchema,
    body: { email: credentials.email, password: credentials.password },
  });
}

/**
 * POST auth/logout. Never rejects: whatever the server says (expired token, network down), the caller clears the
 * local session next, which is what logging out means to the user.
 */
export async function logoutPlayer(api: ApiClient): Promise<void> {
  try {
    await api.request(endpoints.iam.logout());
  } catch {
    // Ignored on purpose, see above.
  }
}
