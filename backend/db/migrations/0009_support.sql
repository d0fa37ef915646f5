-- Support requests and their files (contract/README.md, "Support"). Conventions of 0001: INTEGER ids, instants in
-- epoch milliseconds, enums as TEXT with CHECK.

CREATE TABLE support_requests (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL CHECK (site IN ('general', 'party')),
  reason TEXT NOT NULL CHECK (reason IN ('mail_not_delivered', 'payment_doesnt_work', 'change_registration', 'no_link', 'other')),
  comment TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- the account, when the request was sent signed in
  -- Idempotency-Key: a repeated request (a retry after a lost reply) is answered with the first one.
  requester TEXT NOT NULL,            -- the key's scope: `user:{id}` or `email:{address}`
  idempotency_key TEXT,
  request_hash TEXT NOT NULL,         -- what was sent, so a key reused for another request is refused
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX support_requests_replay ON support_requests (requester, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX support_requests_email ON support_requests (email, id);

-- The files as received, named and typed by the server: the type is read from the bytes, the sender's file name is
-- not kept (it is the sender's word, and a name is where path tricks and misleading extensions live).
CREATE TABLE support_files (
  request_id INTEGER NOT NULL REFERENCES support_requests (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  mime TEXT NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (request_id, position)
);

-- The outbox learns the support acknowledgement. The kind is checked by the code that writes letters (one TypeScript
-- union), not by a CHECK: the next kind of letter then needs no table rebuild.
CREATE TABLE mail_outbox_next (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  links_json TEXT NOT NULL,
  meta_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT INTO mail_outbox_next SELECT id, to_email, kind, locale, subject, text_body, html_body, links_json, meta_json, created_at FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_next RENAME TO mail_outbox;
CREATE INDEX mail_outbox_to ON mail_outbox (to_email, id);
