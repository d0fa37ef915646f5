-- Realtime sequence numbers are counted in memory (a database write per channel and broadcast cost more than the
-- broadcast itself). Each backend start takes a new epoch here; a channel's numbers in epoch E lie above every
-- number of earlier epochs (backend/realtime/sequences.ts), so a restart never reuses one. AUTOINCREMENT: an id
-- is never handed out twice, even if rows are deleted.
CREATE TABLE realtime_epochs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at INTEGER NOT NULL
);

-- The per-channel counters it replaces. Their numbers (far below 1,000,000,000) stay below epoch 1's.
DROP TABLE realtime_sequences;
