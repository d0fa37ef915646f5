import type { Context } from 'hono';
import type { UserRow } from '../../users/users-repo';
import type { AuthEnv } from '../auth-middleware';
import { apiError } from '../../api-errors/api-error';

/** A numeric id from the path; anything else is the 404 of an unknown path. */
export function idParam(c: Context<AuthEnv>, name: string): number {
  const raw = c.req.param(name) ?? '';
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) throw apiError(404, 'http.not_found');
  return value;
}

/** The signed-in user (routes mount requireAuth first). */
export const userOf = (c: Context<AuthEnv>): UserRow => c.var.auth!.user;

/** Echo's X-Socket-ID: lets the author's own screen skip the echo of its draft. */
export const socketIdOf = (c: Context<AuthEnv>): string | null => {
  const value = c.req.header('x-socket-id');
  return value && value.length <= 100 ? value : null;
};
