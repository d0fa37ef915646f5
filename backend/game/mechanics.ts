import { expertMechanicsRequestSchema, expertMechanicsUpdateRequestSchema } from '@/contract/schemas/expert';
import { participantMechanicsRequestSchema, type ChatStatus, type MechanicsStateWire, type ReactionWire } from '@/contract/schemas/live';
import { validate } from '../api-errors/validation';
import type { UserRow } from '../users/users-repo';
import type { EngineContext } from './engine-context';
import { conflict, forbidden, unprocessable } from './game-error';
import { checkIdempotencyKey, requestHash, type IdempotencyStore, type StoredReply } from './idempotency';
import type { ParticipantAccess } from './participant-access';
import { iso } from './wire-time';

/** The TUTS buzzer (the server keeps the press order) and the chat lock. */
export function createMechanics(ctx: EngineContext, deps: { idempotency: IdempotencyStore; access: ParticipantAccess }) {
  const { db, store } = ctx;
  const { idempotency, access } = deps;
  const reactionsOf = db.prepare(`SELECT r.participant_id, t.name, r.position, r.pressed_at FROM reactions r
    JOIN participants p ON p.id = r.participant_id JOIN teams t ON t.id = p.team_id
    WHERE r.game_id = ? AND r.mechanic = 'TUTS' ORDER BY r.position`);
  const pressed = db.prepare("SELECT 1 FROM reactions WHERE game_id = ? AND mechanic = 'TUTS' AND participant_id = ?");
  const nextPosition = db.prepare("SELECT COALESCE(MAX(position), 0) + 1 AS position FROM reactions WHERE game_id = ? AND mechanic = 'TUTS'");
  const insert = db.prepare("INSERT INTO reactions (game_id, mechanic, participant_id, position, pressed_at) VALUES (?, 'TUTS', ?, ?, ?)");
  const clear = db.prepare("DELETE FROM reactions WHERE game_id = ? AND mechanic = 'TUTS'");
  const playsIn = db.prepare(`SELECT 1 FROM participants p JOIN team_members m ON m.team_id = p.team_id
    WHERE p.game_id = ? AND m.user_id = ? AND p.status <> 'CANCELLED'`);

  const reactions = (gameId: number): ReactionWire[] =>
    (reactionsOf.all(gameId) as { participant_id: number; name: string; position: number; pressed_at: number }[]).map((row) => ({
      participantId: row.participant_id,
      name: row.name,
      order: row.position,
      pressedAt: iso(row.pressed_at),
    }));

  const state = (gameId: number): MechanicsStateWire => ({
    TUTS: { active: store.state(gameId).tuts_active === 1, reactions: reactions(gameId) },
  });

  /** POST participants/{id}/mechanics: a team presses the buzzer once. */
  function press(user: UserRow, participantId: number, body: Record<string, unknown>, rawKey: string | undefined): StoredReply {
    const participant = access.player(user, participantId);
    const key = checkIdempotencyKey(rawKey);
    validate(participantMechanicsRequestSchema, body);
    const hash = requestHash(`mechanics:${participant.id}`, body);
    return ctx.transact((out) => {
      const replayed = idempotency.replay(user.id, key, hash);
      if (replayed) return replayed;
      const gameId = participant.game_id;
      if (store.state(gameId).tuts_active !== 1) throw conflict('mechanic_inactive');
      if (pressed.get(gameId, participant.id)) throw unprocessable('method', 'already_pressed');
      const { position } = nextPosition.get(gameId) as { position: number };
      insert.run(gameId, participant.id, position, ctx.now());
      const list = reactions(gameId);
      const reaction = list.find((item) => item.participantId === participant.id)!;
      out.toEveryone(gameId, 'ReactionOccurred', { mechanic: 'TUTS', reaction });
      const reply: StoredReply = { status: 200, body: { mechanic: 'TUTS', reaction, reactions: list } };
      idempotency.remember(user.id, key, hash, reply);
      return reply;
    });
  }

  /** POST .../mechanics {method}: activate (reactions cleared). */
  function activate(gameId: number, body: Record<string, unknown>): void {
    const request = validate(expertMechanicsRequestSchema, body);
    if (store.game(gameId).finished_at !== null) throw conflict('game_finished');
    ctx.transact((out) => {
      clear.run(gameId);
      store.updateState(gameId, { tuts_active: 1 });
      out.toEveryone(gameId, 'ReactionsUpdated', { mechanic: request.method, active: true, reactions: [] });
    });
  }

  /** PATCH .../mechanics: {mechanic} clears its reactions; {} deactivates every mechanic. */
  function update(gameId: number, body: Record<string, unknown>): void {
    const request = validate(expertMechanicsUpdateRequestSchema, body);
    ctx.transact((out) => {
      clear.run(gameId);
      if (request.mechanic) {
        out.toEveryone(gameId, 'ReactionsCleared', { mechanic: request.mechanic });
        return;
      }
      store.updateState(gameId, { tuts_active: 0 });
      out.toEveryone(gameId, 'ReactionsUpdated', { mechanic: 'TUTS', active: false, reactions: [] });
    });
  }

  const chatStatus = (gameId: number): ChatStatus => (store.state(gameId).chat_locked === 1 ? 'LOCKED' : 'UNLOCKED');

  /** GET chats/GAME/{id}: players of the game and its staff. */
  function readChatStatus(user: UserRow, gameId: number): { status: ChatStatus } {
    store.game(gameId);
    if (!playsIn.get(gameId, user.id) && !access.staffOf(user, gameId)) throw forbidden();
    return { status: chatStatus(gameId) };
  }

  /** POST chats/GAME/{id}/lock | unlock (staff checked by the route). Broadcasts only a change. */
  function setChatLocked(gameId: number, locked: boolean): { status: ChatStatus } {
    return ctx.transact((out) => {
      const before = store.state(gameId).chat_locked === 1;
      if (before !== locked) {
        store.updateState(gameId, { chat_locked: locked ? 1 : 0 });
        const status: ChatStatus = locked ? 'LOCKED' : 'UNLOCKED';
        out.toEveryone(gameId, locked ? 'ChatLocked' : 'ChatUnLocked', { gameId, status });
      }
      return { status: chatStatus(gameId) };
    });
  }

  return { press, activate, update, state, reactions, chatStatus, readChatStatus, setChatLocked };
}

export type Mechanics = ReturnType<typeof createMechanics>;
