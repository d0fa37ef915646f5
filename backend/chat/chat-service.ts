import { chatLimits } from '@/contract/chat-settings';
import { type ChatMessageWire } from '@/contract/schemas/chat';
import type { ChatStatus } from '@/contract/schemas/live';
import { createRateLimiter } from '../rate-limits/rate-limiter';
import { gameEngineFor } from '../game/engine';
import { apiError } from '../api-errors/api-error';
import type { Services } from '../services';
import { isStaff, type UserRow } from '../users/users-repo';
import { chatHubFor } from './chat-hub';
import { createChatRepo, type AuthorRole } from './chat-repo';
import { refusalFor, type Refusal } from './chat-rules';

export interface ChatMember {
  role: AuthorRole;
  /** The member's team registration in the game (players only). */
  participantId: number | null;
}

type SendResult = { ok: true; message: ChatMessageWire } | ({ ok: false; retryAfterSeconds?: number } & Refusal);

/**
 * The chat of every game: who may take part, what may be sent now, and storing and broadcasting messages.
 * The game's own state (lock, round) is read from the engine, never copied.
 */
function createChatService(services: Services) {
  const { db, now } = services;
  const engine = gameEngineFor(services);
  const repo = createChatRepo(db);
  const hub = chatHubFor(services);
  const limiter = createRateLimiter({ limit: chatLimits.rate.messages, windowMs: chatLimits.rate.windowMs }, now);
  const playerIn = db.prepare(`SELECT p.id FROM participants p JOIN team_members m ON m.team_id = p.team_id
    WHERE p.game_id = ? AND m.user_id = ? AND p.status <> 'CANCELLED' ORDER BY p.id LIMIT 1`);
  const assigned = db.prepare('SELECT 1 FROM game_experts WHERE game_id = ? AND user_id = ?');

  /** Players of a registered team, staff assigned to the game, and support (every game); else null. 404 for no game. */
  function memberOf(user: UserRow, gameId: number): ChatMember | null {
    engine.ctx.store.game(gameId);
    if (user.role === 'support') return { role: 'support', participantId: null };
    if (isStaff(user) && assigned.get(gameId, user.id)) return { role: 'staff', participantId: null };
    const row = playerIn.get(gameId, user.id) as { id: number } | undefined;
    return row ? { role: 'player', participantId: row.id } : null;
  }

  function situation(gameId: number): { status: ChatStatus; answersOpen: boolean } {
    const state = engine.ctx.store.state(gameId);
    return { status: state.chat_locked === 1 ? 'LOCKED' : 'UNLOCKED', answersOpen: state.current_tour !== null && state.can_answer === 1 };
  }

  return {
    memberOf,
    situation,
    /** For the HTTP history: 403 unless a member. */
    requireMember(user: UserRow, gameId: number): ChatMember {
      const member = memberOf(user, gameId);
      if (!member) throw apiError(403, 'http.forbidden');
      return member;
    },
    history: repo.page,

    send(user: UserRow, member: ChatMember, gameId: number, text: string, clientId: string): SendResult {
      // A resend of a message that was stored (its acknowledgement was lost) gets the stored one, not a copy.
      const sent = repo.findSent(user.id, clientId, gameId);
      if (sent) return { ok: true, message: sent };
      const { status, answersOpen } = situation(gameId);
      const refusal = refusalFor({ text, locked: status === 'LOCKED', answersOpen });
      if (refusal) return { ok: false, ...refusal };
      const key = String(user.id);
      const wait = limiter.retryAfterSeconds(key);
      if (wait > 0) return { ok: false, reason: 'rate-limited', params: { seconds: wait }, retryAfterSeconds: wait };
      limiter.hit(key);
      const message = repo.insert({ gameId, userId: user.id, participantId: member.participantId, role: member.role, text, clientId, at: now() });
      hub.message(message);
      return { ok: true, message };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

const services = new WeakMap<Services, ChatService>();

/** One chat service per backend instance, shared by the routes and the socket namespace. */
export function chatServiceFor(owner: Services): ChatService {
  let service = services.get(owner);
  if (!service) {
    service = createChatService(owner);
    services.set(owner, service);
  }
  return service;
}
