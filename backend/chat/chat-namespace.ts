import type { Server, Socket } from 'socket.io';
import { CHAT_NAMESPACE, chatRoom } from '@/contract/realtime';
import {
  chatClientEvents,
  chatJoinRequestSchema,
  chatLeaveRequestSchema,
  chatSendRequestSchema,
  chatServerEvents,
  type ChatSendAck,
} from '@/contract/schemas/chat';
import { ApiError } from '../api-errors/api-error';
import { DEFAULT_LOCALE, locales, type Locale } from '../i18n/locale';
import { sessionWatchFor } from '../realtime/session-watch';
import type { Services } from '../services';
import type { UserRow } from '../users/users-repo';
import { chatHubFor } from './chat-hub';
import { chatMessage } from './chat-messages';
import { chatServiceFor, type ChatMember } from './chat-service';

interface Joined extends ChatMember {
  user: UserRow;
  token: string;
  /** Stops following the session of the join's token. */
  unwatch: () => void;
}

const localeOf = (value: unknown): Locale | undefined => ((locales as readonly unknown[]).includes(value) ? (value as Locale) : undefined);

/**
 * The chat socket (spec: join-successful, join-failed, auth-failed, renew-token-required) on its own namespace.
 * - The token comes with `join` (or the handshake's `auth.token`) and is checked on every join: a missing, unknown
 *   or expired one is `auth-failed` (the client refreshes its session and joins again).
 * - Every send checks the token of the join again: once it has expired the client gets `renew-token-required`
 *   (and the send a `renew-token` refusal): it reloads the user (refreshing the session) and joins again.
 * - A room lasts as long as the join's token: when it expires the socket leaves the room at once and gets
 *   `renew-token-required`; when its session ends (logout, theft, password reset) it leaves and gets `auth-failed`.
 * - Not a player or staff of the game, or no such game: `join-failed`.
 */
export function attachChatNamespace(io: Server, services: Services): void {
  const namespace = io.of(CHAT_NAMESPACE);
  const chat = chatServiceFor(services);
  const sessions = sessionWatchFor(services);
  chatHubFor(services).attach(namespace);

  namespace.on('connection', (socket: Socket) => {
    const handshake = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const handshakeToken = typeof handshake.token === 'string' ? handshake.token : undefined;
    let locale: Locale = localeOf(handshake.locale) ?? DEFAULT_LOCALE;
    const joined = new Map<number, Joined>();
    const forget = (id: number) => {
      joined.get(id)?.unwatch();
      joined.delete(id);
    };
    socket.on('disconnect', () => {
      for (const member of joined.values()) member.unwatch();
      joined.clear();
    });
    if (handshakeToken !== undefined && !services.userForToken(handshakeToken)) {
      socket.emit(chatServerEvents.authFailed, { gameId: null });
    }

    const on = (event: string, handler: (raw: unknown, ack: (reply: ChatSendAck) => void) => void) =>
      socket.on(event, (raw: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (reply: ChatSendAck) => void) : () => {};
        try {
          handler(raw, reply);
        } catch (error) {
          services.logger.error(`chat ${event} failed`, { error, socket: socket.id });
        }
      });

    on(chatClientEvents.join, (raw) => {
      const parsed = chatJoinRequestSchema.safeParse(raw);
      if (!parsed.success) {
        socket.emit(chatServerEvents.joinFailed, { gameId: null, reason: 'invalid' });
        return;
      }
      const { gameId: id, token = handshakeToken } = parsed.data;
      locale = parsed.data.locale ?? locale;
      const session = token ? services.userForToken(token) : null;
      if (!token || !session) {
        forget(id);
        void socket.leave(chatRoom(id));
        socket.emit(chatServerEvents.authFailed, { gameId: id });
        return;
      }
      let member: ChatMember | null;
      try {
        member = chat.memberOf(session.user, id);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        socket.emit(chatServerEvents.joinFailed, { gameId: id, reason: 'not-found' });
        return;
      }
      if (!member) {
        socket.emit(chatServerEvents.joinFailed, { gameId: id, reason: 'forbidden' });
        return;
      }
      forget(id);
      const unwatch = sessions.watch({
        sessionId: session.sessionId,
        expiresAt: session.expiresAt,
        end: (why) => {
          void socket.leave(chatRoom(id));
          if (why === 'ended') {
            joined.delete(id);
            socket.emit(chatServerEvents.authFailed, { gameId: id });
          } else {
            // Kept as joined: a send now answers `renew-token`, as the spec's flow expects.
            socket.emit(chatServerEvents.renewTokenRequired, { gameId: id });
          }
        },
      });
      joined.set(id, { ...member, user: session.user, token, unwatch });
      void socket.join(chatRoom(id));
      const { status, answersOpen } = chat.situation(id);
      socket.emit(chatServerEvents.joinSuccessful, { gameId: id, status, answersOpen });
    });

    on(chatClientEvents.leave, (raw) => {
      const parsed = chatLeaveRequestSchema.safeParse(raw);
      if (!parsed.success) return;
      forget(parsed.data.gameId);
      void socket.leave(chatRoom(parsed.data.gameId));
    });

    on(chatClientEvents.send, (raw, ack) => {
      const refuse = (reason: Extract<ChatSendAck, { ok: false }>['reason'], params: Record<string, number> = {}, retryAfterSeconds?: number) =>
        ack({ ok: false, reason, message: chatMessage(locale, reason, params), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
      const parsed = chatSendRequestSchema.safeParse(raw);
      if (!parsed.success) return refuse('invalid');
      const { gameId: id, text, clientId } = parsed.data;
      const member = joined.get(id);
      if (!member) return refuse('not-joined');
      const session = services.userForToken(member.token);
      if (!session) {
        socket.emit(chatServerEvents.renewTokenRequired, { gameId: id });
        return refuse('renew-token');
      }
      const result = chat.send(session.user, member, id, text, clientId);
      if (result.ok) return ack({ ok: true, message: result.message });
      refuse(result.reason, result.params, result.retryAfterSeconds);
    });
  });
}
