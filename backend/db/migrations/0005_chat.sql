-- The game chat: one row per message, text exactly as sent (no HTML processing; the client renders text only).
-- Conventions of 0001: INTEGER ids, instants in epoch milliseconds.
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  participant_id INTEGER REFERENCES participants (id) ON DELETE SET NULL,   -- the author's team in this game
  author_role TEXT NOT NULL CHECK (author_role IN ('player', 'staff', 'support')),
  text TEXT NOT NULL,
  client_id TEXT NOT NULL,           -- the sender's id for this message: a resend after a lost ack is stored once
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, client_id)
);
-- History pages read backwards from an id within one game.
CREATE INDEX chat_messages_game ON chat_messages (game_id, id);
