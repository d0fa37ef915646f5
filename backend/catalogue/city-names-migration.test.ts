// @vitest-environment node
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { createCitiesRepo } from './cities-repo';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0002 on a database seeded before it', () => {
  it('adds the translations of the demo cities it already holds', () => {
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    dirs.push(before);
    copyFileSync(join(MIGRATIONS_DIR, '0001_core.sql'), join(before, '0001_core.sql'));
    const db = new Database(':memory:');
    runMigrations(db, before);
    const insert = db.prepare("INSERT INTO cities (name, timezone, country, capital_timezone) VALUES (?, 'Europe/Moscow', 'RU', 'Europe/Moscow')");
    for (const name of ['Москва', 'Онлайн', 'Тверь']) insert.run(name);

    runMigrations(db);
    const names = (locale: 'ru' | 'en' | 'fr') =>
      createCitiesRepo(db)
        .list([{ field: 'id', descending: false }], locale)
        .map((c) => c.name);
    expect(names('en')).toEqual(['Moscow', 'Online (Moscow time)', 'Тверь']);
    expect(names('fr')).toEqual(['Moscou', 'En ligne (heure de Moscou)', 'Тверь']);
    expect(names('ru')).toEqual(['Москва', 'Онлайн', 'Тверь']);
  });
});
