// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerGroupsReplySchema, nextSheetReplySchema, takeSheetReplySchema } from '@/contract/schemas/expert';
import { SHEET_LOCK_MS } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path: string) => kit.live(`/experts/games/${kit.liveGameId}${path}`);
const take = (sheetId: number, token: string, language = 'en') =>
  kit.api('POST', gamePath(`/results/${sheetId}/take`), { token, headers: { 'Accept-Language': language } });
const next = async (token: string) => nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token })).body);
const stackNow = async () => ((await kit.api('GET', gamePath('/currentTour'), { token: kit.expertToken })).body as { sheetsInStack: number }).sheetsInStack;

/** `count` bot teams submit round 1 (the same answer to question 1); returns their sheet ids, oldest first. */
async function submittedSheets(count: number): Promise<{ ids: number[]; names: string[] }> {
  expect((await kit.expert('startTour', { tourNumber: 1 })).status).toBe(200);
  expect((await kit.expert('openAnswers')).status).toBe(200);
  const bots = await kit.botTeams(count);
  for (const bot of bots) {
    kit.clock.now += 1000;
    const body = {
      tourNumber: 1,
      saving: true,
      answers: [
        { questionNumber: 1, text: 'Пушкин' },
        { questionNumber: 2, text: `own ${bot.index}` },
      ],
    };
    expect((await kit.api('POST', kit.live(`/participants/${bot.participantId}/results`), { token: bot.token, body })).status).toBe(200);
  }
  const groups = answerGroupsReplySchema.parse((await kit.api('GET', gamePath('/answers/groups?tourNumber=1'), { token: kit.expertToken })).body);
  const sheets = groups.sheets ?? [];
  expect(sheets.map((sheet) => sheet.participantId)).toEqual(bots.map((bot) => bot.participantId));
  return { ids: sheets.map((sheet) => sheet.id), names: sheets.map((sheet) => sheet.participantName) };
}

describe('taking one particular sheet', () => {
  it('holds that sheet for the expert, tells the experts the new count and keeps it out of the stack', async () => {
    const { ids, names } = await submittedSheets(3);
    const experts = await kit.connect();
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');

    // The newest sheet, not the one the stack would hand out first.
    const reply = await take(ids[2]!, kit.expertToken);
    expect(reply.status).toBe(200);
    const taken = takeSheetReplySchema.parse(reply.body);
    expect(taken.sheet).toMatchObject({ id: ids[2], participantName: names[2], tourNumber: 1 });
    expect(Date.parse(taken.sheet.lockedUntil)).toBe(kit.clock.now + SHEET_LOCK_MS);
    expect(taken.totalSheetCountInStack).toBe(2);
    await kit.waitFor(experts.events, 'SheetCountInStackChanged', (e) => e.payload.totalSheetCountInStack === 2);

    // The stack hands this expert back the sheet they hold; another expert gets the others, never this one.
    expect((await next(kit.expertToken)).sheet!.id).toBe(ids[2]);
    const other = await kit.secondExpert();
    const seen: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { sheet } = await next(other);
      seen.push(sheet!.id);
      const body = { '1': true, '2': false };
      expect((await kit.api('PATCH', gamePath(`/results/${sheet!.id}`), { token: other, body })).status).toBe(200);
    }
    expect(seen).toEqual([ids[0], ids[1]]);
    expect(await next(other)).toEqual({ sheet: null, totalSheetCountInStack: 0 });

    // The groups reply says where each sheet is, for whoever asks.
    const statuses = async (token: string) =>
      (answerGroupsReplySchema.parse((await kit.api('GET', gamePath('/answers/groups?tourNumber=1'), { token })).body).sheets ?? []).map((s) => s.status);
    expect(await statuses(kit.expertToken)).toEqual(['CHECKED', 'CHECKED', 'YOURS']);
    expect(await statuses(other)).toEqual(['CHECKED', 'CHECKED', 'HELD']);
  });

  it('refuses a second expert while the sheet is held, and lets it go after the 60 s hold', async () => {
    const { ids } = await submittedSheets(2);
    const other = await kit.secondExpert();
    expect((await take(ids[0]!, kit.expertToken)).status).toBe(200);

    const refused = await take(ids[0]!, other);
    expect(refused).toEqual({ status: 409, body: { message: 'Another expert is checking this sheet.' } });
    expect((await take(ids[0]!, other, 'ru')).body).toEqual({ message: 'Этот бланк проверяет другой эксперт.' });
    // Taking it again extends the holder's lock.
    kit.clock.now += SHEET_LOCK_MS - 1000;
    const again = takeSheetReplySchema.parse((await take(ids[0]!, kit.expertToken)).body);
    expect(Date.parse(again.sheet.lockedUntil)).toBe(kit.clock.now + SHEET_LOCK_MS);
    kit.clock.now += SHEET_LOCK_MS - 1000;
    expect((await take(ids[0]!, other)).status).toBe(409);

    // Silence past the hold: the sheet is back in the stack and the other expert may take it.
    kit.clock.now += 1001;
    expect(await stackNow()).toBe(2);
    const theirs = await take(ids[0]!, other);
    expect(theirs.status).toBe(200);
    expect(takeSheetReplySchema.parse(theirs.body).totalSheetCountInStack).toBe(1);
    expect((await take(ids[0]!, kit.expertToken)).status).toBe(409);
  });

  it("gives back the sheet an expert held before, and refuses checked, unknown and other games' sheets", async () => {
    const { ids } = await submittedSheets(3);
    const fromStack = await next(kit.expertToken);
    expect(fromStack.sheet!.id).toBe(ids[0]);
    expect(fromStack.totalSheetCountInStack).toBe(2);

    // One sheet per expert: taking another puts the first back on the stack.
    const taken = takeSheetReplySchema.parse((await take(ids[1]!, kit.expertToken)).body);
    expect(taken.totalSheetCountInStack).toBe(2);
    const other = await kit.secondExpert();
    expect((await next(other)).sheet!.id).toBe(ids[0]);

    const body = { '1': true, '2': true };
    expect((await kit.api('PATCH', gamePath(`/results/${ids[1]}`), { token: kit.expertToken, body })).status).toBe(200);
    const checked = await take(ids[1]!, kit.expertToken);
    expect(checked).toEqual({ status: 409, body: { message: 'This sheet has already been checked.' } });
    expect((await take(ids[1]!, other, 'fr')).body).toEqual({ message: 'Cette feuille a déjà été corrigée.' });
    expect((await take(999_999, kit.expertToken)).status).toBe(404);
    expect(await stackNow()).toBe(1);
  });
});
