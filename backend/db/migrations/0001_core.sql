-- Core schema: catalogue, accounts, sessions, teams and registrations.
-- Conventions kept by later migrations (rounds, questions, answers, appeals, chat):
--   * INTEGER PRIMARY KEY ids (they are the numeric ids of the wire format);
--   * instants are INTEGER milliseconds since the Unix epoch (UTC); zones live on cities;
--   * booleans are INTEGER 0/1 with a CHECK; enumerations are TEXT with a CHECK listing the wire values.

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  timezone TEXT NOT NULL,            -- IANA zone
  country TEXT NOT NULL,             -- ISO 3166-1 alpha-2
  capital_timezone TEXT NOT NULL     -- zone of the capital whose clock the games are announced in
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  type TEXT NOT NULL CHECK (type IN ('classic', 'special', 'family', 'themed', 'newbies')),
  name TEXT NOT NULL,
  description TEXT,
  topic TEXT,
  starts_at INTEGER NOT NULL,
  -- the start's calendar day in the city's zone, so the date filter is a plain index lookup
  starts_local_date TEXT NOT NULL,
  registration_at INTEGER,           -- when registration opens; NULL = open since announced
  registration_allowed INTEGER NOT NULL DEFAULT 1 CHECK (registration_allowed IN (0, 1)),
  max_participants INTEGER NOT NULL CHECK (max_participants > 0),
  price_minor INTEGER NOT NULL DEFAULT 0 CHECK (price_minor >= 0),   -- kopecks / cents
  currency TEXT NOT NULL DEFAULT 'RUB',
  feedback_url TEXT,
  appearance_json TEXT,              -- JSON object of appearanceSchema, NULL = product defaults
  stream_url TEXT,
  started_at INTEGER,                -- set by the game engine when an expert starts the game
  finished_at INTEGER,               -- set by the game engine (or the seed for past games)
  cancelled_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX games_starts_at ON games (starts_at);
CREATE INDEX games_local_date ON games (starts_local_date);
CREATE INDEX games_city ON games (city_id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT,                -- NULL for accounts that only sign in through OAuth
  role TEXT NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'expert', 'organizer', 'support')),
  phone TEXT,
  avatar_url TEXT,
  is_approved INTEGER NOT NULL DEFAULT 0 CHECK (is_approved IN (0, 1)),
  created_at INTEGER NOT NULL
);

-- One row per sign-in: the "token family". Rotation keeps the session; reuse of a spent refresh token revokes it.
CREATE TABLE auth_sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoke_reason TEXT                 -- 'logout' | 'refresh_reuse'
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

-- Only SHA-256 hashes of tokens are stored: a leaked database does not leak usable tokens.
CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,       -- hex SHA-256 of the opaque token
  session_id INTEGER NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,                   -- refresh tokens: when they were exchanged (single use)
  revoked_at INTEGER
);
CREATE INDEX auth_tokens_session ON auth_tokens (session_id);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city_id INTEGER REFERENCES cities (id),
  captain_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- NULL for teams without an account
  created_at INTEGER NOT NULL
);

CREATE TABLE team_members (
  team_id INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('captain', 'member')),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user ON team_members (user_id);

-- A team's registration for a game. Its id is the participantId of /game/{participantId} and participant.{id}.
CREATE TABLE participants (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'READY', 'CANCELLED', 'PLAYED', 'DEFERRED')),
  registered_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (game_id, team_id)
);
CREATE INDEX participants_team ON participants (team_id);

-- Staff assigned to a game: who may open game-expert.{gameId} and call the /experts endpoints.
CREATE TABLE game_experts (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'host' CHECK (role IN ('host', 'judge')),
  PRIMARY KEY (game_id, user_id)
);
CREATE INDEX game_experts_user ON game_experts (user_id);

-- Last sequence number sent on each realtime channel; persisted so a restart never reuses a number.
CREATE TABLE realtime_sequences (
  channel TEXT PRIMARY KEY,
  seq INTEGER NOT NULL
);
