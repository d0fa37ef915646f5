import { QueryClient } from '@tanstack/react-query';
import { act, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { postResultsRequestSchema } from '@/contract/schemas/live';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { resultItemWire, screen, screenWire, storedSheetWire } from '../../testing/fixtures';
import { participantKeys } from '../../api/participant-queries';
import { toResultCards } from '../../api/to-participant';
import { renderScreen } from '../../testing/render';
import { useEffect } from 'react';
import { useParticipantActions } from '../../store';
import { AnswerSheet } from './answer-sheet';

interface Received {
  key: string | null;
  body: ReturnType<typeof postResultsRequestSchema.parse>;
}

const server = setupMswServer();
const resultsUrl = apiUrl('live', '/participants/7/results');

/** The reference backend's behaviour: stores what is posted and replies the stored sheet. */
function acceptPosts(received: Received[], fail: () => boolean = () => false) {
  const stored = new Map<number, { questionNumber: number; text: string; confidence: boolean }>();
  server.use(
    http.post(resultsUrl, async ({ request }) => {
      if (fail()) return HttpResponse.error();
      const body = postResultsRequestSchema.parse(await request.json());
      received.push({ key: request.headers.get('idempotency-key'), body });
      body.answers.forEach((a) => stored.set(a.questionNumber, a));
      return HttpResponse.json(storedSheetWire([...stored.values()], { isAnswered: body.saving, status: body.saving ? 'SUBMITTED' : 'DRAFT' }));
    }),
  );
}

const open = () => screen({ currentTour: 1, canAnswer: true });
const field = (n: number) => view.getByRole('textbox', { name: `Вопрос ${n}` });
const markOf = (n: number) => document.getElementById(`answer-${n}-mark`)!;

beforeEach(() => {
  localStorage.clear();
  // Timers advance with real time too, so Testing Library's waitFor keeps polling; the test moves them on at will.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('answer sheet', () => {
  it('posts what was typed once, 1000 ms after the last keystroke, with an idempotency key, then shows it received', async () => {
    const received: Received[] = [];
    acceptPosts(received);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<AnswerSheet />, { screen: open() });

    await user.type(field(1), 'Рим');
    expect(markOf(1)).toHaveTextContent('не отправлено');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(received).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(markOf(1)).toHaveTextContent('получено ✓'));
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({
      tourNumber: 1,
      saving: false,
      answers: [{ questionNumber: 1, text: 'Рим', confidence: false, editedAt: expect.any(String) }],
    });
    expect(received[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(field(1)).toHaveAccessibleDescription('получено ✓');
  });

  it('a paste with a tab or a control character is kept as a one-line answer the server takes (never refused)', async () => {
    const received: Received[] = [];
    acceptPosts(received);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<AnswerSheet />, { screen: open() });

    await user.click(field(1));
    await user.paste('Рим\tПариж\u0000');
    expect(field(1)).toHaveValue('Рим Париж');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(markOf(1)).toHaveTextContent('получено ✓'));
    expect(received.map((r) => r.body.answers)).toEqual([[{ questionNumber: 1, text: 'Рим Париж', confidence: false, editedAt: expect.any(String) }]]);
  });

  it('offline: answers stay "not sent" and in the browser; back online they are resent with the same key', async () => {
    const received: Received[] = [];
    const keys: (string | null)[] = [];
    let offline = true;
    server.events.on('request:start', ({ request }) => void (request.method === 'POST' && keys.push(request.headers.get('idempotency-key'))));
    acceptPosts(received, () => offline);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<AnswerSheet />, { screen: open() });

    await user.type(field(2), 'Осло');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(keys.length).toBeGreaterThan(0));
    await waitFor(() => expect(markOf(2)).toHaveTextContent('не отправлено'));
    expect(JSON.parse(localStorage.getItem('quiz.drafts.v1.7.1')!)['2'].text).toBe('Осло');

    offline = false;
    // Back online the screen also resyncs its state.
    server.use(
      http.get(apiUrl('live', '/participants/7/status'), () => HttpResponse.json(screenWire({ currentTour: 1, canAnswer: true }))),
      http.get(apiUrl('live', '/participants/7/results'), () => HttpResponse.json({ items: [] })),
    );
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(markOf(2)).toHaveTextContent('получено ✓'));
    expect(received).toHaveLength(1);
    expect(new Set(keys)).toEqual(new Set([received[0]!.key]));
    server.events.removeAllListeners();
  });

  it('restores drafts after a reload and sends what the server lacks at once', async () => {
    const received: Received[] = [];
    acceptPosts(received, () => true);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderScreen(<AnswerSheet />, { screen: open() });
    await user.type(field(3), 'Лиссабон');
    first.unmount();

    acceptPosts(received);
    renderScreen(<AnswerSheet />, { screen: open() });
    expect(field(3)).toHaveValue('Лиссабон');
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.body.answers).toEqual([{ questionNumber: 3, text: 'Лиссабон', confidence: false, editedAt: expect.any(String) }]);
  });

  it('sends the answers (saving=true) after a confirmation, then locks the sheet as sent', async () => {
    const received: Received[] = [];
    acceptPosts(received);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<AnswerSheet />, { screen: open() });
    await user.type(field(1), 'Рим');
    await user.click(view.getByRole('checkbox', { name: 'Уверены (вопрос 1)' }));
    await user.click(view.getByRole('button', { name: 'Отправить ответы' }));
    const confirm = view.getByRole('button', { name: 'Да, отправить' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    const sent = await view.findByRole('heading', { name: 'Ответы на раунд 1 отправлены ✓' });
    expect(received.at(-1)!.body).toEqual({
      tourNumber: 1,
      saving: true,
      answers: [{ questionNumber: 1, text: 'Рим', confidence: true, editedAt: expect.any(String) }],
    });
    // The confirmation went with the sheet: the card that replaced it has the focus, not <body>.
    await waitFor(() => expect(sent).toHaveFocus());
  });

  describe('when the round closes', () => {
    let actions: ReturnType<typeof useParticipantActions> | null = null;
    function Harness() {
      const current = useParticipantActions();
      useEffect(() => {
        actions = current;
      }, [current]);
      return (
        <>
          <AnswerSheet />
          <button type="button">elsewhere</button>
          <textarea aria-label="chat" />
        </>
      );
    }
    const close = () => act(() => actions!.tourClosed({ tourNumber: 1, lastClosedTour: 1, acceptingUntil: 0, collecting: true }));

    it('under a field with the focus, the waiting card takes it (not <body>)', async () => {
      acceptPosts([]);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderScreen(<Harness />, { screen: open() });
      await user.click(field(2));
      close();
      const waiting = await view.findByRole('heading', { level: 2 });
      await waitFor(() => expect(waiting).toHaveFocus());
    });

    it('a sheet appearing above the field the player types in brings that field back into view', async () => {
      const scrolled = vi.fn();
      const original = HTMLElement.prototype.scrollIntoView;
      HTMLElement.prototype.scrollIntoView = scrolled;
      onTestFinished(() => {
        HTMLElement.prototype.scrollIntoView = original;
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderScreen(<Harness />, { screen: screen({ lastClosedTour: 0 }) });
      const chat = view.getByRole('textbox', { name: 'chat' });
      await user.click(chat);
      act(() => actions!.tourStarted({ tourNumber: 1, numberOfQuestions: 3, canAnswer: false, presentation: { tourNumber: 1, questions: [] }, cached: [] }));
      expect(await view.findByRole('heading', { name: /раунд 1/i })).toBeInTheDocument();
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scrolled.mock.contexts[0]).toBe(chat);
      expect(chat).toHaveFocus();
    });

    it('after the player moved on from the sheet, it leaves the focus where it is', async () => {
      acceptPosts([]);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderScreen(<Harness />, { screen: open() });
      await user.click(field(2));
      await user.click(view.getByRole('button', { name: 'elsewhere' }));
      close();
      await view.findByRole('heading', { level: 2 });
      expect(view.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    });
  });

  it('Escape in the send confirmation cancels it and gives focus back to the send button, sending nothing', async () => {
    const received: Received[] = [];
    acceptPosts(received);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<AnswerSheet />, { screen: open() });
    await user.click(view.getByRole('button', { name: 'Отправить ответы' }));
    expect(view.getByRole('button', { name: 'Да, отправить' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(view.queryByRole('button', { name: 'Да, отправить' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.getByRole('button', { name: 'Отправить ответы' })).toHaveFocus());
    expect(received.filter((r) => r.body.saving)).toHaveLength(0);
  });

  it('before answers open the sheet is read-only and says why', () => {
    renderScreen(<AnswerSheet />, { screen: screen({ currentTour: 1, canAnswer: false }) });
    expect(field(1)).toHaveAttribute('readonly');
    expect(view.getByText('Раунд начался. Приём ответов откроется по команде ведущего.')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Отправить ответы' })).not.toBeInTheDocument();
  });

  /** A screen loaded between rounds with the team's result cards as the server hands them over. */
  const reloadedBetweenRounds = (items: ReturnType<typeof resultItemWire>[]) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(participantKeys.results(7), toResultCards(items));
    renderScreen(<AnswerSheet />, { screen: screen({ lastClosedTour: 2 }), queryClient });
  };

  it("between rounds after a reload it still says the last round's answers were received (the server has the sheet)", () => {
    reloadedBetweenRounds([resultItemWire({ tourNumber: 1 }), resultItemWire({ id: 12, tourNumber: 2, status: 'SUBMITTED', isChecked: false, score: null })]);
    expect(view.getByRole('heading', { name: 'Ждём начала раунда 3' })).toBeInTheDocument();
    expect(view.getByText('Ответы раунда 2 получены ✓')).toBeInTheDocument();
  });

  it("between rounds without the team's sheet for the last round it claims nothing was received", () => {
    reloadedBetweenRounds([resultItemWire({ tourNumber: 1 })]);
    expect(view.getByRole('heading', { name: 'Ждём начала раунда 3' })).toBeInTheDocument();
    expect(view.queryByText(/получены ✓/)).not.toBeInTheDocument();
  });

  it('after the game it shows nothing (the finished panel and the status bar say the game is over)', () => {
    const { container } = renderScreen(<AnswerSheet />, { screen: screen({ lastClosedTour: 7, isFinished: true, status: 'PLAYED' }) });
    expect(container).toBeEmptyDOMElement();
  });

  it('between rounds it waits for the next one', () => {
    renderScreen(<AnswerSheet />, { screen: screen({ lastClosedTour: 2 }) });
    expect(view.getByRole('heading', { name: 'Ждём начала раунда 3' })).toBeInTheDocument();
  });
});
