// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { listMigrations, runMigrations } from './migrate';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'quiz-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migrations', () => {
  it('apply once, in order, and are a no-op the second time', () => {
    const db = new Database(':memory:');
    const first = runMigrations(db);
    expect(first).toEqual(listMigrations().map((m) => m.version));
    expect(first[0]).toBe(1);
    expect(runMigrations(db)).toEqual([]);
    const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(rows).toHaveLength(first.length);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => (r as { name: string }).name);
    for (const table of ['cities', 'games', 'users', 'auth_sessions', 'auth_tokens', 'teams', 'team_members', 'participants', 'game_experts']) {
      expect(tables).toContain(table);
    }
  });

  it('roll back a failing migration completely, keeping earlier ones', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '0001_ok.sql'), 'CREATE TABLE a (id INTEGER PRIMARY KEY);');
    writeFileSync(join(dir, '0002_bad.sql'), 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO nope VALUES (1);');
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    const db = new Database(':memory:');
    expect(() => runMigrations(db, dir)).toThrow(/nope/);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toContain('a');
    expect(tables).not.toContain('b');
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
  });

  it('openDatabase creates the folder, uses WAL and enforces foreign keys', () => {
    const path = join(tempDir(), 'nested', 'deeper', 'quiz.sqlite');
    const db = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() => db.prepare('INSERT INTO team_members (team_id, user_id, joined_at) VALUES (999, 999, 0)').run()).toThrow(/FOREIGN KEY/);
    db.close();
    // Reopening an existing file migrates nothing and keeps the data.
    const again = openDatabase(path);
    expect(again.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: listMigrations().length });
    again.close();
  });

  it('openDatabase works in memory', () => {
    const db = openDatabase(':memory:');
    expect(db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 0 });
    db.close();
  });

  it('stores e-mails case-insensitively unique', () => {
    const db = openDatabase(':memory:');
    const insert = db.prepare("INSERT INTO users (name, email, created_at) VALUES ('x', ?, 0)");
    insert.run('Someone@Quiz.test');
    expect(() => insert.run('someone@quiz.TEST')).toThrow(/UNIQUE/);
    db.close();
  });
});
