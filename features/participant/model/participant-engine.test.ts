import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { participantClientEventSchemas } from '@/contract/participant-events';
import { postResultsRequestSchema } from '@/contract/schemas/live';
import { createApiClient } from '@/lib/api/create-api-client';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import { iso, resultItemWire, screen, screenWire, SERVER_NOW, storedSheetWire } from '../testing/fixtures';
import { createParticipantStore } from '../store';
import { createParticipantEngine } from './participant-engine';
import { initialParticipantState } from './participant-state';
import { syncMark } from './sheet';

const server = setupMswServer();
const statusUrl = apiUrl('live', '/participants/7/status');
const resultsUrl = apiUrl('live', '/participants/7/results');

const draftItem = (answers: { questionNumber: number; text: string }[]) =>
  resultItemWire({
    status: 'DRAFT',
    isAnswered: false,
    isChecked: false,
    score: null,
    submittedAt: null,
    checkedAt: null,
    correctAnswers: null,
    answers: answers.map((a) => ({ ...a, confidence: false, updatedAt: iso(SERVER_NOW), isCorrect: null, score: null, correctAnswer: null })),
  });

function setup() {
  const open = screen({ currentTour: 1, canAnswer: true });
  const store = createParticipantStore(initialParticipantState(open, { tab: 'rating', streamEnabled: true }));
  const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => undefined, retryDelayMs: () => 0 });
  const engine = createParticipantEngine({
    store,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    api,
    participantId: 7,
    storage: localStorage,
    syncOptions: { debounceMs: 0 },
  });
  const stop = engine.start(open, []);
  const entry = (n: number) => store.getState().sheet.find((e) => e.questionNumber === n)!;
  return { engine, stop, entry };
}

beforeEach(() => localStorage.clear());

describe('participant engine: resync', () => {
  it('does not let a reply fetched before an answer was acknowledged take that answer back off the screen', async () => {
    const stored: { questionNumber: number; text: string }[] = [];
    let releasePost!: () => void;
    const postHeld = new Promise<void>((resolve) => (releasePost = resolve));
    let postAnswered = false;
    let resultsCalls = 0;
    server.use(
      http.get(statusUrl, () => HttpResponse.json(screenWire({ currentTour: 1, canAnswer: true }))),
      http.post(resultsUrl, async ({ request }) => {
        const body = postResultsRequestSchema.parse(await request.json());
        await postHeld;
        stored.push(...body.answers);
        postAnswered = true;
        return HttpResponse.json(storedSheetWire(body.answers));
      }),
      http.get(resultsUrl, async () => {
        resultsCalls++;
        // The first read is taken before the post is stored, and answered only after the post's reply.
        const snapshot = draftItem([...stored]);
        if (resultsCalls === 1) {
          releasePost();
          await vi.waitFor(() => expect(postAnswered).toBe(true));
          await delay(20);
        }
        return HttpResponse.json({ items: [snapshot] });
      }),
    );
    const { engine, stop, entry } = setup();
    engine.sync.typed(1, { text: 'Рим', confidence: false });
    await vi.waitFor(() => expect(syncMark(entry(1))).toBe('sending'));

    await engine.resync();

    expect(entry(1).text).toBe('Рим');
    expect(syncMark(entry(1))).toBe('received');
    expect(resultsCalls).toBeGreaterThan(1);
    stop();
  });
});

describe('participant engine: the spec’s client events', () => {
  it('clientTyping and clientRequireAnswers go out as client-<name> with {participantId, data}, parsed by the contract', () => {
    const { engine, stop } = setup();
    const sent: { event: string; data: unknown }[] = [];
    engine.linkRealtime({ socketId: () => 'me', whisper: (event, data) => sent.push({ event, data }) });
    engine.clientEvent('clientTyping', { userId: 3, userName: 'Аня', tourNumber: 1, questionNumber: 4 });
    engine.requireAnswers(3);
    expect(sent).toEqual([
      { event: 'client-clientTyping', data: { participantId: 7, data: { userId: 3, userName: 'Аня', tourNumber: 1, questionNumber: 4 } } },
      { event: 'client-clientRequireAnswers', data: { participantId: 7, data: { userId: 3, tourNumber: 1 } } },
    ]);
    expect(participantClientEventSchemas.clientTyping.safeParse(sent[0]!.data).success).toBe(true);
    expect(participantClientEventSchemas.clientRequireAnswers.safeParse(sent[1]!.data).success).toBe(true);
    stop();
  });

  it('clientRequireAnswers only while a round takes answers', () => {
    const store = createParticipantStore(initialParticipantState(screen({ currentTour: null, canAnswer: false }), { tab: 'rating', streamEnabled: true }));
    const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => undefined });
    const engine = createParticipantEngine({ store, queryClient: new QueryClient(), api, participantId: 7, storage: null });
    const sent: string[] = [];
    engine.linkRealtime({ socketId: () => 'me', whisper: (event) => sent.push(event) });
    engine.requireAnswers(3);
    expect(sent).toEqual([]);
  });
});
