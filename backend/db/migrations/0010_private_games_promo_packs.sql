-- Private games and the promo-code shop (contract/README.md, "Private games and promo codes"), and payments that
-- pay for more than a registration. Conventions of 0001: INTEGER ids, instants in epoch milliseconds, booleans 0/1
-- with CHECK, enums as TEXT; money in minor units. Numbered 0010 so that it never collides with a migration written
-- at the same time for another part of the product (versions only need to grow; gaps are fine).

-- What a private game can be: its type gives the rounds (backend/game/game-content.ts), its price is per language.
CREATE TABLE private_formats (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('classic', 'family', 'themed')),
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  min_teams INTEGER NOT NULL CHECK (min_teams > 0),
  max_teams INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK (max_teams >= min_teams)
);
CREATE TABLE private_format_texts (
  format_id INTEGER NOT NULL REFERENCES private_formats (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (format_id, locale)
);
CREATE TABLE private_format_prices (
  format_id INTEGER NOT NULL REFERENCES private_formats (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),   -- the game's language
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  currency TEXT NOT NULL,
  PRIMARY KEY (format_id, language)
);

-- An organiser's order: paid by card (kind 'payment') or answered by the sales team (kind 'request').
CREATE TABLE private_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  format_id INTEGER NOT NULL REFERENCES private_formats (id),
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),   -- the game's
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),       -- the organiser's: letters
  starts_at INTEGER NOT NULL,
  time_zone TEXT NOT NULL,
  teams INTEGER NOT NULL CHECK (teams > 0),
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  comment TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'request')),
  status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'requested', 'expired')),
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  currency TEXT NOT NULL,
  payable_until INTEGER,             -- unpaid: the end of the payment window
  game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
  paid_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX private_orders_user ON private_orders (user_id, id);

-- A private game is a game of the catalogue's table that the public lists never show.
ALTER TABLE games ADD COLUMN is_private INTEGER NOT NULL DEFAULT 0 CHECK (is_private IN (0, 1));
CREATE TABLE private_games (
  game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  order_id INTEGER UNIQUE REFERENCES private_orders (id) ON DELETE SET NULL,
  organiser_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  format_id INTEGER NOT NULL REFERENCES private_formats (id),
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),
  time_zone TEXT NOT NULL,
  -- Kept as it is, not hashed: the organiser must be able to see and share the link again. It opens registration
  -- for one game, never an account.
  invite_token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX private_games_organiser ON private_games (organiser_user_id);
-- Accounts that opened a game's invite link: the game is in their list and they may register without the token.
CREATE TABLE private_game_invitees (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invited_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, user_id)
);
CREATE INDEX private_game_invitees_user ON private_game_invitees (user_id);

-- Promo-code packs on sale, with texts and a price per language of the site.
CREATE TABLE promo_packs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('single', 'pack', 'gift')),
  entries INTEGER NOT NULL CHECK (entries > 0),
  validity_days INTEGER NOT NULL CHECK (validity_days > 0),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE promo_pack_texts (
  pack_id INTEGER NOT NULL REFERENCES promo_packs (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (pack_id, locale)
);
CREATE TABLE promo_pack_prices (
  pack_id INTEGER NOT NULL REFERENCES promo_packs (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  currency TEXT NOT NULL,
  PRIMARY KEY (pack_id, language)
);
CREATE TABLE promo_purchases (
  id INTEGER PRIMARY KEY,
  pack_id INTEGER NOT NULL REFERENCES promo_packs (id),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- NULL: a guest
  email TEXT NOT NULL COLLATE NOCASE,
  recipient_email TEXT COLLATE NOCASE,
  recipient_name TEXT,
  message TEXT,
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'expired')),
  payable_until INTEGER,
  access_token_hash TEXT UNIQUE,     -- a guest's access token (only its SHA-256)
  paid_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX promo_purchases_user ON promo_purchases (user_id, id) WHERE user_id IS NOT NULL;
-- Codes a purchase generated (confirmed by the payment webhook); other codes have none.
ALTER TABLE promo_codes ADD COLUMN purchase_id INTEGER REFERENCES promo_purchases (id) ON DELETE SET NULL;
CREATE INDEX promo_codes_purchase ON promo_codes (purchase_id) WHERE purchase_id IS NOT NULL;

-- Payments pay for one of three things. SQLite cannot relax a NOT NULL in place, so the table is rebuilt; the
-- notifications that point at it are set aside first (dropping a parent runs its ON DELETE actions) and put back.
CREATE TABLE payments_next (
  id INTEGER PRIMARY KEY,
  participant_id INTEGER REFERENCES participants (id) ON DELETE CASCADE,
  private_order_id INTEGER REFERENCES private_orders (id) ON DELETE CASCADE,
  promo_purchase_id INTEGER REFERENCES promo_purchases (id) ON DELETE CASCADE,
  invoice_id TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL,
  email TEXT NOT NULL,
  account_id TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'processing', 'succeeded', 'failed', 'expired')),
  transaction_id INTEGER,
  failure_reason TEXT,
  refund_due INTEGER NOT NULL DEFAULT 0 CHECK (refund_due IN (0, 1)),
  expires_at INTEGER NOT NULL,
  checked_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((participant_id IS NOT NULL) + (private_order_id IS NOT NULL) + (promo_purchase_id IS NOT NULL) = 1)
);
INSERT INTO payments_next (id, participant_id, invoice_id, amount_minor, currency, email, account_id, description, status,
    transaction_id, failure_reason, refund_due, expires_at, checked_at, created_at, updated_at)
  SELECT id, participant_id, invoice_id, amount_minor, currency, email, account_id, description, status,
    transaction_id, failure_reason, refund_due, expires_at, checked_at, created_at, updated_at FROM payments;
CREATE TABLE payment_notifications_kept AS SELECT * FROM payment_notifications;
DROP TABLE payment_notifications;
DROP TABLE payments;
ALTER TABLE payments_next RENAME TO payments;
CREATE INDEX payments_participant ON payments (participant_id, id) WHERE participant_id IS NOT NULL;
CREATE INDEX payments_private_order ON payments (private_order_id, id) WHERE private_order_id IS NOT NULL;
CREATE INDEX payments_promo_purchase ON payments (promo_purchase_id, id) WHERE promo_purchase_id IS NOT NULL;
CREATE TABLE payment_notifications (
  transaction_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('check', 'pay', 'fail')),
  payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  code INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (transaction_id, kind)
);
INSERT INTO payment_notifications SELECT transaction_id, kind, payment_id, code, received_at FROM payment_notifications_kept;
DROP TABLE payment_notifications_kept;

-- Letters of orders and purchases, each sent at most once per order or purchase and kind.
CREATE TABLE party_letters (
  subject TEXT NOT NULL,             -- 'order:12', 'purchase:7'
  kind TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (subject, kind)
);

-- The outbox's kind is typed by backend/mail/outbox.ts, not a CHECK list (0009 dropped it): the party letters need
-- no table rebuild.
