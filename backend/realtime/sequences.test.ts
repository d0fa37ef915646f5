// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createSequences, SEQ_EPOCH_SIZE } from './sequences';

const dir = mkdtempSync(join(tmpdir(), 'quiz-sequences-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createSequences', () => {
  it('counts each channel by one', () => {
    const db = openDatabase(':memory:');
    const sequences = createSequences(db);
    const a = [sequences.next('a'), sequences.next('a'), sequences.next('a')];
    const b = sequences.next('b');
    expect(a).toEqual([SEQ_EPOCH_SIZE + 1, SEQ_EPOCH_SIZE + 2, SEQ_EPOCH_SIZE + 3]);
    expect(b).toBe(SEQ_EPOCH_SIZE + 1);
    db.close();
  });

  it('starts above every number sent before a restart, even one never persisted (SIGKILL)', () => {
    const path = join(dir, 'restart.sqlite');
    const first = openDatabase(path);
    const before = createSequences(first);
    let last = 0;
    for (let i = 0; i < 5000; i += 1) last = before.next('private-participant.1');
    first.close(); // nothing was written per broadcast: a kill loses nothing that matters

    const second = openDatabase(path);
    const after = createSequences(second);
    const next = after.next('private-participant.1');
    expect(next).toBeGreaterThan(last + 1); // a gap: the client resyncs, it never drops the event as a duplicate
    expect(after.next('private-participant.1')).toBe(next + 1);
    second.close();
  });

  it('moves a channel that used up its range to a fresh epoch, still rising', () => {
    const path = join(dir, 'exhausted.sqlite');
    const db = openDatabase(path);
    const sequences = createSequences(db, { epochSize: 10 });
    const seen = Array.from({ length: 12 }, () => sequences.next('busy'));
    expect(seen.slice(0, 9)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(seen[9]).toBe(21); // epoch 2 (a range's round number is never used)
    expect(seen.slice(10)).toEqual([22, 23]);
    expect(sequences.next('quiet')).toBe(21); // new channels start in the current epoch
    db.close();
    const reopened = openDatabase(path);
    expect(createSequences(reopened, { epochSize: 10 }).next('busy')).toBe(31);
    reopened.close();
  });
});
