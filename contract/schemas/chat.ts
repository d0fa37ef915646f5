import { z } from 'zod/mini';
import { chatStatusSchema } from './live-game';

/**
 * The game chat (spec sections 3, 4, 7): messages over the chat socket (namespace CHAT_NAMESPACE), history over
 * HTTP in the `chats` family. Its limits (length, page size, rate) are in contract/chat-settings.ts.
 */

const id = z.int().check(z.positive());

const chatAuthorSchema = z.object({
  userId: id,
  name: z.string(),
  /** The author's team in this game; null for staff and support. */
  teamName: z.nullable(z.string()),
  role: z.enum(['player', 'staff', 'support']),
});

/** One message as stored: `text` exactly as sent (never trimmed, never HTML-processed). */
export const chatMessageSchema = z.object({
  id,
  gameId: id,
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  author: chatAuthorSchema,
});
export type ChatMessageWire = z.infer<typeof chatMessageSchema>;

/**
 * GET chats/GAME/{id}/messages?before=<id>&limit=N: the N messages before `before` (or the latest N), oldest first;
 * `?after=<id>` instead: the N messages after it, oldest first (catching up after a reconnect).
 * `hasMore`: older (before / latest) or newer (after) messages exist beyond this page.
 */
export const chatHistoryReplySchema = z.object({ items: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatHistoryReply = z.infer<typeof chatHistoryReplySchema>;

// ---- The chat socket ----

/** Client -> server. */
export const chatClientEvents = { join: 'join', leave: 'leave', send: 'send-message' } as const;

/** Server -> client: the spec's four join outcomes, plus messages and the lock (the same names as the game channels). */
export const chatServerEvents = {
  joinSuccessful: 'join-successful',
  joinFailed: 'join-failed',
  authFailed: 'auth-failed',
  renewTokenRequired: 'renew-token-required',
  message: 'ChatMessage',
  locked: 'ChatLocked',
  unlocked: 'ChatUnLocked',
} as const;

/** `token`: the bearer token (else the handshake's `auth.token`); `locale`: the language of refusal messages. */
export const chatJoinRequestSchema = z.object({
  gameId: id,
  token: z.optional(z.string().check(z.maxLength(500))),
  locale: z.optional(z.enum(['ru', 'en', 'fr'])),
});
/** leave {gameId}. */
export const chatLeaveRequestSchema = z.object({ gameId: id });
export const chatJoinSuccessfulSchema = z.object({ gameId: id, status: chatStatusSchema, answersOpen: z.boolean() });
/** `forbidden`: not a player or staff of the game; `not-found`: no such game; `invalid`: a malformed join. */
export const chatJoinFailedSchema = z.object({ gameId: z.nullable(z.int()), reason: z.enum(['forbidden', 'not-found', 'invalid']) });
export const chatAuthFailedSchema = z.object({ gameId: z.nullable(z.int()) });
export const chatRenewTokenSchema = z.object({ gameId: z.nullable(z.int()) });
export const chatLockEventSchema = z.object({ gameId: id, status: chatStatusSchema });

/**
 * send-message {gameId, text, clientId}: `clientId` (a UUID) makes a resend after a lost acknowledgement safe. The
 * text's length is a rule with its own message (`chatLimits`, refusal `too-long`); the cap here only keeps absurd
 * payloads out.
 */
export const chatSendRequestSchema = z.object({
  gameId: id,
  text: z.string().check(z.maxLength(100_000)),
  clientId: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** `characters`: the text breaks the user-text rule (contract/user-text.ts, multi-line). */
const chatRefusalReasons = ['empty', 'characters', 'too-long', 'locked', 'round', 'rate-limited', 'not-joined', 'renew-token', 'invalid'] as const;
export type ChatRefusalReason = (typeof chatRefusalReasons)[number];

/** The acknowledgement of send-message; `message` of a refusal is written in the join's language. */
export const chatSendAckSchema = z.union([
  z.object({ ok: z.literal(true), message: chatMessageSchema }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(chatRefusalReasons),
    message: z.string(),
    retryAfterSeconds: z.optional(z.int()),
  }),
]);
export type ChatSendAck = z.infer<typeof chatSendAckSchema>;
