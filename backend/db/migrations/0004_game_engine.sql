-- The live game engine: questions, per-game state, rounds, answer sheets, appeals, mechanics, idempotent writes.
-- Conventions of 0001: INTEGER ids, instants in epoch milliseconds, booleans 0/1 with CHECK, enums as TEXT.

-- The question bank: one row per question, its wording per language.
CREATE TABLE questions (
  id INTEGER PRIMARY KEY,
  bank_key TEXT NOT NULL UNIQUE,     -- stable name of a seeded question ('everest')
  topic TEXT
);

CREATE TABLE question_texts (
  question_id INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),
  text TEXT NOT NULL,
  answer TEXT NOT NULL,              -- shown to players and experts
  accepted_json TEXT NOT NULL,       -- JSON array of every accepted wording, the answer included
  comment TEXT,
  PRIMARY KEY (question_id, language)
);

-- One row per game the engine knows; created by the seed or on first use.
CREATE TABLE game_state (
  game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('ru', 'en', 'fr')),
  number_of_tours INTEGER NOT NULL CHECK (number_of_tours > 0),
  questions_per_tour INTEGER NOT NULL CHECK (questions_per_tour > 0),
  has_confidence INTEGER NOT NULL DEFAULT 0 CHECK (has_confidence IN (0, 1)),
  current_tour INTEGER,              -- started, not closed
  can_answer INTEGER NOT NULL DEFAULT 0 CHECK (can_answer IN (0, 1)),
  last_closed_tour INTEGER NOT NULL DEFAULT 0,
  last_shown_tour INTEGER NOT NULL DEFAULT 0,
  shown_tours INTEGER NOT NULL DEFAULT 0,           -- rounds in the players' rating (set by showScores)
  scores_shown INTEGER NOT NULL DEFAULT 0 CHECK (scores_shown IN (0, 1)),
  chat_locked INTEGER NOT NULL DEFAULT 0 CHECK (chat_locked IN (0, 1)),
  tuts_active INTEGER NOT NULL DEFAULT 0 CHECK (tuts_active IN (0, 1)),
  updated_at INTEGER NOT NULL
);

CREATE TABLE game_tours (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tour_number INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  answers_opened_at INTEGER,
  closed_at INTEGER,
  accept_until INTEGER,              -- closed_at + the late-answer grace
  resend_sent_at INTEGER,            -- ResendAnswers sent halfway through the grace
  collected_at INTEGER,              -- drafts left at the end of the grace were submitted
  PRIMARY KEY (game_id, tour_number)
);

CREATE TABLE game_questions (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tour_number INTEGER NOT NULL,
  question_number INTEGER NOT NULL,
  question_id INTEGER NOT NULL REFERENCES questions (id),
  PRIMARY KEY (game_id, tour_number, question_number)
);

-- A team's sheet for one round: draft while typed, submitted to the experts' stack, checked.
CREATE TABLE results (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  tour_number INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SUBMITTED', 'CHECKED')),
  submitted_at INTEGER,
  held_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- the expert checking it
  held_until INTEGER,
  checked_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  checked_at INTEGER,
  score INTEGER,                     -- the round's score once checked
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (participant_id, tour_number)
);
CREATE INDEX results_stack ON results (game_id, status, submitted_at);
CREATE INDEX results_tour ON results (game_id, tour_number);

CREATE TABLE result_answers (
  result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  question_number INTEGER NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  confidence INTEGER NOT NULL DEFAULT 0 CHECK (confidence IN (0, 1)),
  is_correct INTEGER CHECK (is_correct IN (0, 1)),   -- NULL = undecided; pre-filled by group decisions
  updated_at INTEGER NOT NULL,
  updated_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (result_id, question_number)
);

-- One decision for every answer of a round's question that normalises to answer_key.
CREATE TABLE answer_decisions (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tour_number INTEGER NOT NULL,
  question_number INTEGER NOT NULL,
  answer_key TEXT NOT NULL,
  is_correct INTEGER NOT NULL CHECK (is_correct IN (0, 1)),
  decided_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, tour_number, question_number, answer_key)
);

CREATE TABLE appeals (
  id INTEGER PRIMARY KEY,
  result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tour_number INTEGER NOT NULL,
  question_number INTEGER NOT NULL,
  concern TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  response TEXT,
  expert_comment TEXT,
  created_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  resolved_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  resolved_at INTEGER,
  UNIQUE (result_id, question_number)
);
CREATE INDEX appeals_game ON appeals (game_id, status);

-- Buzzer presses (TUTS), in the server's order.
CREATE TABLE reactions (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  mechanic TEXT NOT NULL CHECK (mechanic IN ('TUTS')),
  participant_id INTEGER NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  pressed_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, mechanic, participant_id)
);

-- Replies of idempotent writes (Idempotency-Key), per user, kept 24 hours.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,        -- SHA-256 of the route and body: the same key for another request is refused
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- The team's voice chat link for a game (spec: icqChatId, SendIcqChatId).
ALTER TABLE participants ADD COLUMN voice_chat_url TEXT;
