// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { participantScreenSchema } from '@/contract/schemas/live';
import { startLiveKit } from './testing/live-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'quiz-engine-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a backend restart mid-round', () => {
  it('keeps the round, the drafts and the idempotency keys', async () => {
    const overrides = { DATABASE_PATH: join(dir, 'quiz.sqlite') };
    const before = await startLiveKit(overrides);
    await before.expert('startTour', { tourNumber: 1 });
    await before.expert('openAnswers');
    const token = await before.login('player@quiz.test');
    const body = { tourNumber: 1, answers: [{ questionNumber: 4, text: 'Юпитер' }], saving: false };
    const path = before.live(`/participants/${before.demoParticipant}/results`);
    const first = await before.api('POST', path, { token, body, headers: { 'Idempotency-Key': 'restart-1' } });
    expect(first.status).toBe(200);
    await before.close();

    const after = await startLiveKit(overrides);
    try {
      // The retry of a post whose reply was lost in the restart: the same reply, nothing applied twice.
      const retried = await after.api('POST', path, { token: await after.login('player@quiz.test'), body, headers: { 'Idempotency-Key': 'restart-1' } });
      expect(retried).toEqual(first);
      const screen = participantScreenSchema.parse(
        (await after.api('GET', after.live(`/participants/${after.demoParticipant}/status`), { token: await after.login('player@quiz.test') })).body,
      );
      expect(screen).toMatchObject({ currentTour: 1, canAnswer: true });
    } finally {
      await after.close();
    }
  });
});
