-- Accounts: sign-up details, e-mail confirmation and password reset tokens, OAuth, avatars and the mail outbox.
-- Conventions of 0001 apply (INTEGER ms instants, 0/1 booleans with CHECK, TEXT enumerations with CHECK).

-- When the address was proven (confirmation link, password reset letter or an OAuth provider). users.is_approved
-- mirrors it for the wire format; this keeps the instant.
ALTER TABLE users ADD COLUMN email_verified_at INTEGER;

-- How an account was created and where the visitor came from (registration body's is_live, is_promo, utm_*).
CREATE TABLE user_signups (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  method TEXT NOT NULL CHECK (method IN ('password', 'vkontakte', 'google')),
  site TEXT NOT NULL DEFAULT 'live' CHECK (site IN ('live', 'party')),
  is_promo INTEGER NOT NULL DEFAULT 0 CHECK (is_promo IN (0, 1)),
  utm_source TEXT,
  utm_content TEXT,
  utm_medium TEXT,
  utm_term TEXT,
  utm_campaign TEXT,
  created_at INTEGER NOT NULL
);

-- One-time tokens sent by e-mail. Only SHA-256 hashes are stored; a token works once and until it expires.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Accounts known to an OAuth provider: the provider's user id (subject) maps to one of our users.
CREATE TABLE oauth_identities (
  provider TEXT NOT NULL CHECK (provider IN ('vkontakte', 'google')),
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX oauth_identities_user ON oauth_identities (user_id);

-- Authorisation codes issued by the local consent pages (the offline stand-in for the providers).
-- Single use, short-lived, bound to the redirect address they were issued for.
CREATE TABLE oauth_codes (
  code_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('vkontakte', 'google')),
  subject TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Profile pictures, stored in the database so a backup or `db:reset` covers them. The version changes the URL on
-- every upload, so the image can be cached forever.
CREATE TABLE user_avatars (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mime TEXT NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes BLOB NOT NULL,
  version TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Letters the backend "sends": the developer reads them at GET /dev/mail, tests at GET /dev/mail.json.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm_email', 'reset_password')),
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  links_json TEXT NOT NULL,           -- JSON array of the absolute links in the letter
  meta_json TEXT NOT NULL,            -- JSON object: site (live/party), user id
  created_at INTEGER NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (to_email, id);
