import { endpoints } from '@/contract/endpoints';
import { expertGamesReplySchema, type ExpertGameListItemWire } from '@/contract/schemas/expert';
import { tokenReplySchema, userReplySchema, type LoginRequest, type TokenReply } from '@/contract/schemas/auth';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { User } from '../types';
import { toUser } from './to-user';

/** A game on the expert's list (the console itself is /expert/{id}). */
export interface ExpertGame {
  id: number;
  name: string;
  start: Date;
  timezone: string;
  city: string;
  status: ExpertGameListItemWire['status'];
  role: ExpertGameListItemWire['role'];
}

/** POST {iam}/auth/login: staff only (a player account gets 422 on the email field). */
export function loginExpert(api: ApiClient, credentials: LoginRequest): Promise<TokenReply> {
  return api.request(endpoints.iam.login(), { schema: tokenReplySchema, body: { email: credentials.email, password: credentials.password } });
}

/** GET {iam}/users/me with the expert session. */
export async function fetchExpert(api: ApiClient): Promise<User> {
  return toUser((await api.request(endpoints.iam.me(), { schema: userReplySchema })).data);
}

/** GET {live}/experts/games: the games the expert hosts or judges, by start. */
export async function fetchExpertGames(api: ApiClient): Promise<ExpertGame[]> {
  const reply = await api.request(endpoints.live.expertGames(), { schema: expertGamesReplySchema });
  return reply.items.map((g) => ({ id: g.id, name: g.name, start: new Date(g.start), timezone: g.timezone, city: g.city, status: g.status, role: g.role }));
}
