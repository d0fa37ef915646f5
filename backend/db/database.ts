import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { runMigrations } from './migrate';

export type Db = Database.Database;

/**
 * Opens (creating the folder when needed) and migrates the database.
 * WAL lets the realtime and HTTP paths read while a write is under way; foreign keys are off by default in SQLite.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // In WAL mode NORMAL still survives a killed process (only a power loss can drop the last commits) and saves a
  // disk flush on every answer and expert action.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  runMigrations(db);
  return db;
}
