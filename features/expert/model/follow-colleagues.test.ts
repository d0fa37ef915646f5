import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ExpertAppealWire, ExpertGameStateWire } from '@/contract/schemas/expert';
import { forgetAdditionDiscoveries, isEventAdditionSeen } from '@/lib/api/addition-discovery';
import { createApiClient } from '@/lib/api/create-api-client';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import { expertKeys, expertQueries } from '../api/expert-queries';
import { createExpertHandlers } from '../realtime';
import { createExpertStore } from '../store';
import { consoleOpeningHandlers } from '../testing/console-kit';
import { gameState, gameStateWire } from '../testing/fixtures';
import { memoryStorage } from '../testing/render';
import type { GameState } from '../types';
import { createExpertEngine } from './expert-engine';
import { initialExpertState } from './expert-state';

/**
 * A backend built to the spec sends no GameStateChanged, ChatUnLocked or AppealResolved on the expert channel: the
 * console re-reads the state, the chat status and the appeals on a short interval instead, applying what it reads
 * as those events are applied, until the first GameStateChanged shows the backend sends them.
 */

const FOLLOW_MS = 60;
const server = setupMswServer(...consoleOpeningHandlers);

/** The backend's answers to the re-reads (changed by a test as "a colleague" acts), and the calls counted. */
function platform(initial: Partial<ExpertGameStateWire> = {}) {
  const backend = { state: gameStateWire(initial), chat: initial.chatStatus ?? 'UNLOCKED', appeals: [] as ExpertAppealWire[], delayMs: 0 };
  const calls = { state: 0, chat: 0, appeals: 0 };
  server.use(
    http.get(apiUrl('live', '/experts/games/5/currentTour'), async () => {
      calls.state++;
      const reply = backend.state;
      if (backend.delayMs) await new Promise((resolve) => setTimeout(resolve, backend.delayMs));
      return HttpResponse.json(reply);
    }),
    http.get(apiUrl('chats', '/chats/GAME/5'), () => {
      calls.chat++;
      return HttpResponse.json({ status: backend.chat });
    }),
    http.get(apiUrl('live', '/experts/games/5/appeals'), () => {
      calls.appeals++;
      return HttpResponse.json({ items: backend.appeals });
    }),
  );
  return { backend, calls };
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  focusManager.setFocused(undefined);
});
beforeEach(() => forgetAdditionDiscoveries());

/** A console as the provider wires it: store, engine (started) and the channel's handlers. */
function openConsole(initial: Partial<GameState> = {}, followMs = FOLLOW_MS) {
  const store = createExpertStore(initialExpertState(5, 7, gameState(initial)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => 'token', retries: 0 });
  const engine = createExpertEngine({ store, queryClient, api, gameId: 5, storage: memoryStorage(), otherTabsWaitMs: 10, followMs });
  const handlers = createExpertHandlers({
    store,
    queryClient,
    gameId: 5,
    countChanged: () => void engine.maybeFetchSheet(),
    stateChanged: engine.follow,
    followUp: () => void engine.followUp(),
    report: () => undefined,
    coalesceMs: 0,
  });
  stops.push(engine.start());
  return { store, queryClient, api, engine, handlers };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('following colleagues without GameStateChanged', () => {
  it('re-reads on an interval and applies a colleague’s round start and close through the GameStateChanged path', async () => {
    const { backend, calls } = platform();
    const { store, queryClient } = openConsole();
    backend.state = gameStateWire({ tourNumber: 1, sheetsInTour: 0 });
    await vi.waitFor(() => expect(store.getState().currentTour).toBe(1));
    // Announced in the words of this console's own controls, and the cache holds the state read.
    expect(store.getState().announcement).toMatchObject({ key: 'roundStarted', values: { tour: 1 } });
    expect(queryClient.getQueryData(expertKeys.state(5))).toMatchObject({ tourNumber: 1 });

    backend.state = gameStateWire({ tourNumber: null, lastClosedTour: 1, sheetsInStack: 4 });
    await vi.waitFor(() => expect(store.getState().announcement).toMatchObject({ key: 'roundClosed', values: { tour: 1 } }));
    expect(store.getState()).toMatchObject({ currentTour: null, lastClosedTour: 1, sheetsCount: 4 });
    expect(calls.state).toBeGreaterThanOrEqual(2);
  });

  it('stops for the page load at the first GameStateChanged: the backend sends it, the events keep the console in step', async () => {
    const { calls } = platform();
    const { store, handlers } = openConsole();
    await vi.waitFor(() => expect(calls.state).toBeGreaterThanOrEqual(1));
    handlers.GameStateChanged({ seq: 1, action: 'startTour', state: gameStateWire({ tourNumber: 2, lastClosedTour: 1 }) });
    expect(isEventAdditionSeen('expertGameStateChanged')).toBe(true);
    expect(store.getState()).toMatchObject({ currentTour: 2, announcement: { key: 'roundStarted' } });
    await pause(FOLLOW_MS); // a re-read already under way may still finish
    const after = { ...calls };
    await pause(FOLLOW_MS * 4);
    expect(calls).toEqual(after);

    // Another console later in the same page load does not re-read at all.
    const second = openConsole();
    await pause(FOLLOW_MS * 3);
    expect(calls).toEqual(after);
    second.handlers.UpdateParticipantScreenRequired({ seq: 2, gameId: 5, reason: 'stream' });
    await pause(FOLLOW_MS);
    expect(calls).toEqual(after);
  });

  it('a colleague unlocking the chat is read from the chat status and announced, although the state says it too', async () => {
    const { backend } = platform({ chatStatus: 'LOCKED' });
    const { store, queryClient, api } = openConsole({ chatLocked: true });
    await pause(FOLLOW_MS * 2);
    expect(store.getState().isChatLocked).toBe(true);
    backend.chat = 'UNLOCKED';
    backend.state = gameStateWire({ chatStatus: 'UNLOCKED' });
    await vi.waitFor(() => expect(store.getState().isChatLocked).toBe(false));
    expect(store.getState().announcement).toMatchObject({ key: 'chatUnlocked' });
    expect(queryClient.getQueryData(expertQueries.chat(api, 5).queryKey)).toBe(false);
  });

  it('re-reads the appeals (a colleague’s verdict shows) through the mounted list query', async () => {
    const { backend, calls } = platform();
    const { queryClient, api } = openConsole();
    const observer = new QueryObserver(queryClient, expertQueries.appeals(api, 5));
    stops.push(observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(calls.appeals).toBeGreaterThanOrEqual(1));
    backend.appeals = [
      {
        id: 3,
        participantId: 11,
        participantName: 'Эрудиты',
        resultId: 9,
        tourNumber: 1,
        questionNumber: 2,
        questionText: 'Вопрос 2?',
        concern: 'Почему нет?',
        participantAnswer: 'Волга',
        correctAnswer: 'Дон',
        acceptedAnswers: ['Дон'],
        status: 'APPROVED',
        response: 'Верно',
        expertComment: null,
        createdAt: '2025-03-19T09:20:00.000Z',
        resolvedAt: '2025-03-19T09:25:00.000Z',
        resolvedBy: { id: 8, name: 'Анна' },
      },
    ];
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.map((item) => item.status)).toEqual(['APPROVED']));
    expect(calls.appeals).toBeGreaterThanOrEqual(2);
  });

  it('pauses while the tab is hidden', async () => {
    const { calls } = platform();
    focusManager.setFocused(false);
    openConsole();
    await pause(FOLLOW_MS * 4);
    expect(calls.state).toBe(0);
    focusManager.setFocused(undefined); // visible again (jsdom's document is)
    await vi.waitFor(() => expect(calls.state).toBeGreaterThanOrEqual(2));
  });

  it('re-reads at once when the tab is shown again or the window gets the focus', async () => {
    const { calls } = platform();
    focusManager.setFocused(false);
    openConsole({}, 3_600_000); // no interval re-read during the test
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(calls.state).toBe(1));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(calls.state).toBe(2));
  });

  it('UpdateParticipantScreenRequired re-reads at once', async () => {
    const { calls } = platform();
    const { handlers } = openConsole({}, 3_600_000); // no interval re-read during the test
    handlers.UpdateParticipantScreenRequired({ seq: 1, gameId: 5, reason: 'stream' });
    await vi.waitFor(() => expect(calls.state).toBe(1));
    expect(calls.chat).toBe(1);
  });

  it('a re-read answered after this console’s own control does not undo it', async () => {
    const { backend, calls } = platform();
    server.use(http.post(apiUrl('live', '/experts/games/5/startTour'), () => HttpResponse.json(gameStateWire({ tourNumber: 1 }))));
    const { store, engine } = openConsole();
    // The re-read leaves before the control and is answered after it, with the state before the round.
    backend.delayMs = FOLLOW_MS * 3;
    await vi.waitFor(() => expect(calls.state).toBe(1));
    await engine.control('startTour');
    backend.state = gameStateWire({ tourNumber: 1 });
    expect(store.getState().currentTour).toBe(1);
    await pause(FOLLOW_MS * 3);
    expect(store.getState().currentTour).toBe(1);
    expect(store.getState().announcement).toMatchObject({ key: 'roundStarted' });
  });
});
