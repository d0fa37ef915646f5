-- Game registration, promo codes and card payment (contract/README.md, "Registration and payment").
-- Conventions of 0001: INTEGER ids, instants in epoch milliseconds, booleans 0/1 with CHECK, enums as TEXT; money in
-- minor units (kopecks, cents).

CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE UNIQUE,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
  -- percent: 1..100; fixed: minor units of `currency`
  discount_value INTEGER NOT NULL CHECK (discount_value > 0),
  currency TEXT,                     -- fixed codes only: they apply to games priced in this currency
  game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,   -- NULL = any game
  usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit > 0),
  expires_at INTEGER,                -- NULL = never
  created_at INTEGER NOT NULL,
  CHECK (discount_type = 'fixed' OR discount_value <= 100),
  CHECK ((discount_type = 'fixed') = (currency IS NOT NULL))
);

-- What a registration took from its game and the form: the participant row is the registration.
ALTER TABLE participants ADD COLUMN player_name TEXT;          -- the full name typed in the form
ALTER TABLE participants ADD COLUMN email TEXT;                -- the account's e-mail, or the guest's
ALTER TABLE participants ADD COLUMN city_id INTEGER REFERENCES cities (id) ON DELETE SET NULL;
ALTER TABLE participants ADD COLUMN city_text TEXT;            -- a typed city (freeCityInput)
ALTER TABLE participants ADD COLUMN language TEXT CHECK (language IS NULL OR language IN ('ru', 'en', 'fr'));
ALTER TABLE participants ADD COLUMN price_minor INTEGER;       -- the game's price when registered (NULL: older rows)
ALTER TABLE participants ADD COLUMN currency TEXT;
ALTER TABLE participants ADD COLUMN promo_code_id INTEGER REFERENCES promo_codes (id) ON DELETE SET NULL;
ALTER TABLE participants ADD COLUMN amount_minor INTEGER;      -- the price after the promo
ALTER TABLE participants ADD COLUMN paid_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE participants ADD COLUMN hold_expires_at INTEGER;   -- PENDING: end of the hold; DEFERRED: the start
ALTER TABLE participants ADD COLUMN cancel_reason TEXT CHECK (cancel_reason IS NULL OR cancel_reason IN ('expired', 'sold_out'));
ALTER TABLE participants ADD COLUMN confirmed_at INTEGER;
CREATE INDEX participants_holds ON participants (hold_expires_at) WHERE hold_expires_at IS NOT NULL;
CREATE INDEX participants_guest_email ON participants (email) WHERE registered_by_user_id IS NULL;
CREATE INDEX participants_game_status ON participants (game_id, status);

-- Access tokens of guest registrations (only their SHA-256); a replayed registration adds one, both work.
CREATE TABLE registration_tokens (
  token_hash TEXT PRIMARY KEY,
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);

-- A code's uses: reserved by a PENDING hold (released when it expires), spent once the registration is READY.
CREATE TABLE promo_redemptions (
  promo_code_id INTEGER NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  state TEXT NOT NULL CHECK (state IN ('held', 'spent')),
  held_until INTEGER,                -- held: until when
  created_at INTEGER NOT NULL,
  PRIMARY KEY (promo_code_id, participant_id)
);
CREATE INDEX promo_redemptions_email ON promo_redemptions (promo_code_id, email);

-- Payment attempts (intents). One open ('created' or 'processing') at a time per registration.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  invoice_id TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL,
  email TEXT NOT NULL,
  account_id TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'processing', 'succeeded', 'failed', 'expired')),
  transaction_id INTEGER,            -- the provider's, from its notifications
  failure_reason TEXT,
  refund_due INTEGER NOT NULL DEFAULT 0 CHECK (refund_due IN (0, 1)),   -- charged but no place to give
  expires_at INTEGER NOT NULL,
  checked_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_participant ON payments (participant_id, id);

-- Every notification handled once: a second delivery of the same transaction and kind changes nothing.
CREATE TABLE payment_notifications (
  transaction_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('check', 'pay', 'fail')),
  payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  code INTEGER NOT NULL,             -- what we answered
  received_at INTEGER NOT NULL,
  PRIMARY KEY (transaction_id, kind)
);

-- Letters about a registration, each sent at most once.
CREATE TABLE registration_letters (
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('registration_received', 'registration_confirmed', 'game_reminder')),
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (participant_id, kind)
);

-- Idempotent writes of registration and payment, per requester ('user:12' or 'guest:a@b.c') and key.
CREATE TABLE request_replays (
  scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  participant_id INTEGER,            -- a guest replay issues a fresh access token for it
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, idempotency_key)
);
CREATE INDEX request_replays_created ON request_replays (created_at);

-- The outbox learns the registration letters (SQLite cannot change a CHECK in place: the table is rebuilt).
CREATE TABLE mail_outbox_next (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm_email', 'reset_password', 'registration_received', 'registration_confirmed', 'game_reminder')),
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
