import type Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `0001_core.sql` -> version 1. Anything else in the folder is ignored. */
const FILE_PATTERN = /^(\d{4})_[a-z0-9_-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .flatMap((file) => {
      const match = FILE_PATTERN.exec(file);
      return match?.[1] ? [{ version: Number(match[1]), name: file, sql: readFileSync(join(dir, file), 'utf8') }] : [];
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in schema_migrations, in version order.
 * Each migration and its bookkeeping row share one transaction, so a failing file leaves no half-applied schema.
 * Returns the versions applied by this call (empty when the schema is current).
 */
export function runMigrations(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Date.now());
    })();
    done.push(migration.version);
  }
  return done;
}
