import { chatLimits } from '@/contract/chat-settings';
import { type ChatHistoryReply, type ChatMessageWire } from '@/contract/schemas/chat';
import type { Db } from '../db/database';

export type AuthorRole = 'player' | 'staff' | 'support';

interface MessageRow {
  id: number;
  game_id: number;
  user_id: number;
  name: string;
  team_name: string | null;
  author_role: AuthorRole;
  text: string;
  created_at: number;
}

export interface NewMessage {
  gameId: number;
  userId: number;
  participantId: number | null;
  role: AuthorRole;
  text: string;
  clientId: string;
  at: number;
}

const toWire = (row: MessageRow): ChatMessageWire => ({
  id: row.id,
  gameId: row.game_id,
  text: row.text,
  createdAt: new Date(row.created_at).toISOString(),
  author: { userId: row.user_id, name: row.name, teamName: row.author_role === 'player' ? row.team_name : null, role: row.author_role },
});

/** Chat messages in the database (migration 0005). Every read returns messages oldest first. */
export function createChatRepo(db: Db) {
  const select = `SELECT m.id, m.game_id, m.user_id, u.name, t.name AS team_name, m.author_role, m.text, m.created_at
    FROM chat_messages m JOIN users u ON u.id = m.user_id
    LEFT JOIN participants p ON p.id = m.participant_id LEFT JOIN teams t ON t.id = p.team_id`;
  const byId = db.prepare(`${select} WHERE m.id = ?`);
  const byClientId = db.prepare(`${select} WHERE m.user_id = ? AND m.client_id = ? AND m.game_id = ?`);
  const latest = db.prepare(`${select} WHERE m.game_id = ? ORDER BY m.id DESC LIMIT ?`);
  const before = db.prepare(`${select} WHERE m.game_id = ? AND m.id < ? ORDER BY m.id DESC LIMIT ?`);
  const after = db.prepare(`${select} WHERE m.game_id = ? AND m.id > ? ORDER BY m.id ASC LIMIT ?`);
  const insert = db.prepare(`INSERT INTO chat_messages (game_id, user_id, participant_id, author_role, text, client_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);

  return {
    /** The message a user already sent with this client id (a resend), or null. */
    findSent(userId: number, clientId: string, gameId: number): ChatMessageWire | null {
      const row = byClientId.get(userId, clientId, gameId) as MessageRow | undefined;
      return row ? toWire(row) : null;
    },
    insert(message: NewMessage): ChatMessageWire {
      const { lastInsertRowid } = insert.run(message.gameId, message.userId, message.participantId, message.role, message.text, message.clientId, message.at);
      return toWire(byId.get(Number(lastInsertRowid)) as MessageRow);
    },
    /** One page: `before` / latest read backwards, `after` forwards; one extra row tells whether more exist. */
    page(gameId: number, cursor: { before?: number; after?: number }, limit: number = chatLimits.pageSize): ChatHistoryReply {
      const take = limit + 1;
      let rows: MessageRow[];
      if (cursor.after !== undefined) rows = after.all(gameId, cursor.after, take) as MessageRow[];
      else if (cursor.before !== undefined) rows = (before.all(gameId, cursor.before, take) as MessageRow[]).reverse();
      else rows = (latest.all(gameId, take) as MessageRow[]).reverse();
      const hasMore = rows.length > limit;
      // The extra row is the oldest one of a backwards page and the newest one of a forwards page.
      const items = hasMore ? (cursor.after !== undefined ? rows.slice(0, limit) : rows.slice(1)) : rows;
      return { items: items.map(toWire), hasMore };
    },
  };
}
