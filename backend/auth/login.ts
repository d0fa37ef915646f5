import { loginRequestSchema, type TokenReply } from '@/contract/schemas/auth';
import { unauthenticated, validationFailed } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { Services } from '../services';
import { isStaff } from '../users/users-repo';
import { dummyPasswordHash, verifyPassword } from './password';
import type { TokenPair } from './token-store';

export const toTokenReply = (pair: TokenPair): TokenReply => ({
  access_token: pair.accessToken,
  refresh_token: pair.refreshToken,
  token_type: 'bearer',
  expires_in: pair.expiresIn,
});

/**
 * Checks credentials and opens a session. `staffOnly` is the expert login (POST auth/login): players are refused
 * with 422 after the password check, so the refusal never tells a stranger whether an e-mail exists.
 */
export async function login(services: Services, body: Record<string, unknown>, staffOnly: boolean): Promise<TokenReply> {
  const credentials = validate(loginRequestSchema, body);
  const user = services.users.findByEmail(credentials.email);
  // Always run scrypt, also for unknown e-mails, so response time does not reveal which accounts exist.
  const passwordOk = await verifyPassword(credentials.password, user?.password_hash ?? dummyPasswordHash());
  // Laravel's `auth.failed` line, on the email field (spec: "Login: server error for email").
  if (!user || !user.password_hash || !passwordOk) throw validationFailed({ email: [{ key: 'auth.failed' }] });
  // Staff login with a correct player password: refused on the email field, so the form shows it like any error.
  if (staffOnly && !isStaff(user)) throw validationFailed({ email: [{ key: 'auth.not_staff' }] });
  services.logger.debug('login', { userId: user.id, staffOnly });
  return toTokenReply(services.tokens.openSession(user.id));
}

/**
 * Spends a refresh token; any refusal (unknown, expired, revoked, reused) is the same 401 the client answers by
 * logging out.
 */
export function refresh(services: Services, refreshToken: string | null): TokenReply {
  const result = refreshToken ? services.tokens.rotate(refreshToken) : null;
  if (!result?.ok) {
    if (result?.reason === 'reused') services.logger.warn('refresh token reuse: session revoked');
    throw unauthenticated();
  }
  if (result.withinGrace) services.logger.debug('refresh token reused in grace interval', { userId: result.userId });
  return toTokenReply(result.pair);
}
