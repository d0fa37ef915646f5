// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_NAMESPACE } from '@/contract/realtime';
import { chatSendAckSchema } from '@/contract/schemas/chat';
import { nextSheetReplySchema } from '@/contract/schemas/expert';
import { storedSheetSchema } from '@/contract/schemas/live';
import { call, createTestBackend, TEST_ORIGIN, type TestBackend } from '@/backend/testing/test-backend';
import { startLiveKit, type LiveKit } from '@/backend/game/testing/live-test-kit';
import { EN, FR, newPlayer } from '@/backend/http/routes/accounts-test-kit';

/**
 * The user-text rule (contract/user-text.ts) on every input that takes text people write: answers, chat messages,
 * appeals and the expert's reply to them, names. Lone surrogates and control characters are refused with a
 * localised message; bidirectional controls are stored exactly as typed (the screens isolate them).
 */
const LONE_SURROGATE = 'Пушкин \uD83D';
const NUL = 'Пуш\u0000кин';
const TAB = 'Пушкин\tЛермонтов';
const BIDI = 'abc\u202Egnp.exe\u2066x\u2069';

const brokenEn = (field: string) => `The ${field} contains a broken character (half of an emoji or symbol). Please type it again.`;
const controlEn = (field: string) => `The ${field} contains invisible control characters, which cannot be saved.`;

describe('names', () => {
  let backend: TestBackend;
  const register = (name: string, email: string, headers = EN) => call(backend, 'POST', '/api/base/players', { body: newPlayer({ name, email }), headers });

  it('registration: lone surrogates and control characters are refused in the request language; bidi kept', async () => {
    backend = createTestBackend();
    expect(await register(LONE_SURROGATE, 'a@example.com')).toMatchObject({ status: 422, body: { errors: { name: [brokenEn('name')] } } });
    expect(await register(NUL, 'b@example.com')).toMatchObject({ status: 422, body: { errors: { name: [controlEn('name')] } } });
    expect(await register(TAB, 'c@example.com', FR)).toMatchObject({
      status: 422,
      body: { errors: { name: ['Le champ nom contient des caractères de contrôle invisibles, qui ne peuvent pas être enregistrés.'] } },
    });
    expect(await register(NUL, 'd@example.com', { 'Accept-Language': 'ru' })).toMatchObject({
      status: 422,
      body: { errors: { name: ['Поле имя содержит невидимые управляющие символы, их нельзя сохранить.'] } },
    });
    expect((await register(BIDI, 'e@example.com')).status).toBe(201);
    const users = backend.db.prepare("SELECT name FROM users WHERE email LIKE '_@example.com'").all() as { name: string }[];
    expect(users).toEqual([{ name: BIDI }]);
  });

  it('newsletter: the name follows the same rule', async () => {
    backend = createTestBackend();
    const subscribe = (name: string) =>
      call(backend, 'POST', '/api/base/main/subscriptions', { body: { name, email: 'n@example.com', city: 'Москва', cityId: 1, consent: true }, headers: EN });
    expect(await subscribe(NUL)).toMatchObject({ status: 422, body: { errors: { name: [controlEn('name')] } } });
    expect(await subscribe(LONE_SURROGATE)).toMatchObject({ status: 422, body: { errors: { name: [brokenEn('name')] } } });
    expect((await subscribe(BIDI)).status).toBe(201);
  });

  it('a name an OAuth provider sends is cleaned, not refused (the person did not type it here)', async () => {
    backend = createTestBackend();
    const callback = `${TEST_ORIGIN}/en/oauth/google`;
    const consent = await backend.app.request('/dev/oauth/google/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: callback, state: 's', hl: 'en', decision: 'allow', name: 'Alex\u0000\tGoogle', email: 'alex@example.com' }),
    });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    expect((await call(backend, 'POST', '/api/base/players/oauth/google', { body: { code, url: callback } })).status).toBe(200);
    expect(backend.db.prepare("SELECT name FROM users WHERE email = 'alex@example.com'").get()).toEqual({ name: 'Alex Google' });
  });
});

describe('the live game', () => {
  let kit: LiveKit | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    await kit?.close();
    kit = undefined;
  });

  async function openRound(live: LiveKit) {
    expect((await live.expert('startTour', { tourNumber: 1 })).status).toBe(200);
    expect((await live.expert('openAnswers')).status).toBe(200);
  }

  it('answers: refused with the rule’s message on the answer; bidi stored exactly as typed', async () => {
    kit = await startLiveKit();
    await openRound(kit);
    const token = await kit.login('player@quiz.test');
    const post = (text: string) =>
      kit!.api('POST', kit!.live(`/participants/${kit!.demoParticipant}/results`), { token, body: { tourNumber: 1, answers: [{ questionNumber: 1, text }] } });
    expect(await post(LONE_SURROGATE)).toMatchObject({ status: 422, body: { errors: { 'answers.0.text': [brokenEn('answers.0.text')] } } });
    expect(await post(NUL)).toMatchObject({ status: 422, body: { errors: { 'answers.0.text': [controlEn('answers.0.text')] } } });
    // An answer is one line: a tab or a line break is refused too (the answer field drops them as they are typed).
    expect((await post(TAB)).status).toBe(422);
    expect((await post('Пушкин\nЛермонтов')).status).toBe(422);
    const stored = await post(BIDI);
    expect(stored.status).toBe(200);
    expect(storedSheetSchema.parse(stored.body).answers[0]!.text).toBe(BIDI);
  });

  it('appeals and the expert’s reply: refused with the message on the field; line breaks and bidi kept', async () => {
    kit = await startLiveKit();
    await openRound(kit);
    const token = await kit.login('player@quiz.test');
    await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results`), {
      token,
      body: {
        tourNumber: 1,
        saving: true,
        answers: [
          { questionNumber: 1, text: 'one' },
          { questionNumber: 2, text: 'two' },
        ],
      },
    });
    const game = (path: string) => kit!.live(`/experts/games/${kit!.liveGameId}${path}`);
    const { sheet } = nextSheetReplySchema.parse((await kit.api('POST', game('/results'), { token: kit.expertToken })).body);
    await kit.api('PATCH', game(`/results/${sheet!.id}`), { token: kit.expertToken, body: { '1': false, '2': false } });
    await kit.expert('closeTour');
    await kit.expert('showScores');
    const appeal = (questionNumber: number, concern: string) =>
      kit!.api('POST', kit!.live(`/participants/${kit!.demoParticipant}/results/${sheet!.id}/appeal`), { token, body: { questionNumber, concern } });

    expect(await appeal(1, LONE_SURROGATE)).toMatchObject({ status: 422, body: { errors: { concern: [brokenEn('concern')] } } });
    expect(await appeal(1, NUL)).toMatchObject({ status: 422, body: { errors: { concern: [controlEn('concern')] } } });
    const multiLine = `Первая строка\n\tвторая ${BIDI}`;
    const filed = await appeal(1, multiLine);
    expect(filed.status).toBe(201);
    expect((filed.body as { concern: string }).concern).toBe(multiLine);

    const resolve = (response: string) =>
      kit!.api('PATCH', game(`/appeals/${(filed.body as { id: number }).id}`), { token: kit!.expertToken, body: { status: 'REJECTED', response } });
    expect(await resolve(LONE_SURROGATE)).toMatchObject({ status: 422, body: { errors: { response: [brokenEn('response')] } } });
    expect(await resolve(`Нет${'\u0007'}`)).toMatchObject({ status: 422, body: { errors: { response: [controlEn('response')] } } });
    expect((await resolve(`Нет,\n${BIDI}`)).status).toBe(200);
  });

  it('chat: refused with reason "characters" in the join’s language; line breaks, tabs and bidi sent as typed', async () => {
    kit = await startLiveKit();
    const token = await kit.login('player@quiz.test');
    const socket = io(`${kit.backend.url}${CHAT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = new Promise((resolve) => socket.once('join-successful', resolve));
    socket.emit('join', { gameId: kit.liveGameId, token, locale: 'fr' });
    await joined;
    let n = 0;
    const send = async (text: string) =>
      chatSendAckSchema.parse(await socket.timeout(2000).emitWithAck('send-message', { gameId: kit!.liveGameId, text, clientId: `c-${++n}` }));

    const refusal = {
      ok: false,
      reason: 'characters',
      message: 'Le message contient un caractère endommagé ou des caractères de contrôle invisibles et ne peut pas être envoyé.',
    };
    expect(await send(LONE_SURROGATE)).toEqual(refusal);
    expect(await send(NUL)).toEqual(refusal);
    const typed = `ligne 1\n\tligne 2 ${BIDI}`;
    const sent = await send(typed);
    expect(sent).toMatchObject({ ok: true, message: { text: typed } });
  });
});
