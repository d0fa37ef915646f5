-- Team invitations (contract/README.md, "Teams and invitations"). Conventions of 0001: INTEGER ids, instants in
-- epoch milliseconds, enumerations as TEXT with a CHECK listing the wire values.

-- One invite link for one person, into the team of one registration (participant). Only the SHA-256 of the link's
-- token is kept: whoever reads the database cannot join a team with it.
CREATE TABLE team_invites (
  id INTEGER PRIMARY KEY,
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,       -- hex SHA-256 of the 256-bit token
  invited_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'CANCELLED')),
  cancel_reason TEXT CHECK (cancel_reason IS NULL OR cancel_reason IN ('declined', 'revoked')),
  answered_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  answered_at INTEGER,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK ((status = 'CANCELLED') = (cancel_reason IS NOT NULL))
);
CREATE INDEX team_invites_participant ON team_invites (participant_id, id);
