-- The invite links a signed-in player opened and has not answered yet (GET players/me/invites, the cabinet). The
-- link's token is kept sealed (AES-256-GCM under INVITE_SEAL_SECRET), never readable from the database alone.
CREATE TABLE invite_openers (
  invite_id INTEGER NOT NULL REFERENCES team_invites (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sealed_token TEXT NOT NULL,            -- base64url of iv | tag | ciphertext
  opened_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, invite_id)
);
CREATE INDEX invite_openers_invite ON invite_openers (invite_id);
