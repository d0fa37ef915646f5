import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import Echo from 'laravel-echo';
import { io } from 'socket.io-client';
import { apiFamilies } from '@/contract/families';
import { channels, participantChannelEvents, SEQ_FIELD } from '@/contract/realtime';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { participantScreenSchema, resultsReplySchema, storedSheetSchema } from '@/contract/schemas/live';
import { requestJson } from './http-client';
import type { SimulationStats } from './stats';

interface BotIdentity {
  index: number;
  email: string;
  participantId: number;
}

export interface BotOptions {
  baseUrl: string;
  password: string;
  identity: BotIdentity;
  stats: SimulationStats;
  /** Typing of one round's answers is spread over this many ms after answers open. */
  typingMs: number;
}

/** Answers bots type: a few real ones in several spellings (so experts see groups) and some noise. */
const WORDINGS = ['Эверест', 'эверест!', 'Канберра', 'Нил', 'Юпитер', 'Пушкин', 'пушкин', 'Everest', '1961', 'не знаем'];

/**
 * One bot team: logs in through the API, joins participant.{id} with laravel-echo over socket.io, types every
 * answer once when answers open (a draft post per question) and submits the sheet (saving=true) when done or when
 * the round closes. Every post has its own idempotency key, so retries and ResendAnswers never duplicate anything.
 */
export function createBot(options: BotOptions) {
  const { identity, stats } = options;
  const live = (path: string) => `${options.baseUrl}${apiFamilies.live}${path}`;
  let token = '';
  let echo: Echo<'socket.io'> | null = null;
  let lastSeq: number | null = null;
  const typed = new Map<number, Map<number, string>>();
  const submitted = new Set<number>();
  const timers = new Set<NodeJS.Timeout>();
  let numberOfQuestions = 7;
  let subscriptions = 0;

  const later = (ms: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch(() => stats.count('errors'));
    }, ms);
    timers.add(timer);
  };

  async function post(tourNumber: number, answers: { questionNumber: number; text: string }[], saving: boolean, key: string) {
    stats.count(saving ? 'submitPosts' : 'draftPosts');
    const reply = await requestJson(live(`/participants/${identity.participantId}/results`), 'POST', {
      token,
      body: { tourNumber, answers, saving },
      headers: { [IDEMPOTENCY_HEADER]: key, 'X-Socket-ID': echo?.socketId() ?? '' },
      onRetry: () => stats.count('retries'),
    });
    if (reply.status !== 200) {
      stats.count(`refused${reply.status}`);
      return;
    }
    const sheet = storedSheetSchema.parse(reply.body);
    if (saving && sheet.isAnswered) submitted.add(tourNumber);
  }

  async function submit(tourNumber: number) {
    const answers = [...(typed.get(tourNumber) ?? new Map()).entries()].map(([questionNumber, text]) => ({ questionNumber, text }));
    await post(tourNumber, answers, true, `sim-${identity.index}-t${tourNumber}-submit`);
  }

  function typeRound(tourNumber: number) {
    if (typed.has(tourNumber)) return;
    const answers = new Map<number, string>();
    typed.set(tourNumber, answers);
    for (let q = 1; q <= numberOfQuestions; q += 1) {
      const text = WORDINGS[(identity.index * 7 + tourNumber * 3 + q) % WORDINGS.length]!;
      later(Math.random() * options.typingMs, async () => {
        answers.set(q, text);
        stats.count('answersTyped');
        await post(tourNumber, [{ questionNumber: q, text }], false, `sim-${identity.index}-t${tourNumber}-q${q}`);
        if (answers.size === numberOfQuestions) later(200 + Math.random() * 500, () => submit(tourNumber));
      });
    }
  }

  function onEvent(name: string, payload: Record<string, unknown>) {
    stats.count(`event:${name}`);
    const seq = payload[SEQ_FIELD];
    if (typeof seq === 'number') {
      if (lastSeq !== null && seq <= lastSeq) stats.count('duplicatedEvents');
      if (lastSeq !== null && seq > lastSeq + 1) stats.count('missedEvents', seq - lastSeq - 1);
      lastSeq = Math.max(lastSeq ?? seq, seq);
    }
    const tourNumber = typeof payload.tourNumber === 'number' ? payload.tourNumber : null;
    if (name === 'GameTourStarted' && typeof payload.numberOfQuestions === 'number') numberOfQuestions = payload.numberOfQuestions;
    if (name === 'AnswersOpened' && tourNumber !== null) typeRound(tourNumber);
    if ((name === 'GameTourClosed' || name === 'ResendAnswers') && tourNumber !== null && typed.has(tourNumber)) {
      later(Math.random() * 1500, () => submit(tourNumber));
    }
  }

  /** After every (re)subscribe: catch up with what happened while away (a round opened, a sheet not yet in). */
  async function resync() {
    const reply = await requestJson(live(`/participants/${identity.participantId}/status`), 'GET', { token });
    const screen = participantScreenSchema.parse(reply.body);
    numberOfQuestions = screen.numberOfQuestions;
    if (screen.canAnswer && screen.currentTour !== null) typeRound(screen.currentTour);
    for (const tourNumber of typed.keys()) {
      const complete = typed.get(tourNumber)?.size === numberOfQuestions;
      if (complete && !submitted.has(tourNumber)) later(Math.random() * 1000, () => submit(tourNumber));
    }
  }

  return {
    async start() {
      const reply = await requestJson(`${options.baseUrl}${apiFamilies.base}/login`, 'POST', {
        body: { email: identity.email, password: options.password },
      });
      token = tokenReplySchema.parse(reply.body).access_token;
      stats.count('loggedIn');
      // Not `bearerToken`: Echo writes it into a headers object its instances share, so in one process every bot
      // would subscribe with the last bot's token. Its own auth object per instance avoids that.
      echo = new Echo({
        broadcaster: 'socket.io',
        client: io,
        host: options.baseUrl,
        auth: { headers: { Authorization: `Bearer ${token}` } },
        transports: ['websocket'],
      });
      const wire = `private-${channels.participant(identity.participantId)}`;
      const channel = echo.private(channels.participant(identity.participantId));
      const socket = echo.connector.socket;
      // A subscribe is acknowledged by `subscription_succeeded` (this backend's addition) or, on a backend built to
      // the spec (SPEC_ONLY), by the channel's first event, WelcomeParticipant: whichever comes first.
      let awaiting = true;
      let joinedOnce: () => void = () => {};
      const joined = () => {
        if (!awaiting) return;
        awaiting = false;
        // Every (re)subscribe starts a new sequence baseline.
        lastSeq = null;
        if (subscriptions > 0) {
          stats.count('resubscribed');
          resync().catch(() => stats.count('errors'));
        } else stats.count('subscribed');
        subscriptions += 1;
        joinedOnce();
      };
      // Echo subscribes again after a reconnect.
      socket.on('disconnect', () => (awaiting = true));
      socket.on('subscription_succeeded', (name: string) => name === wire && joined());
      for (const name of participantChannelEvents) {
        channel.listen(`.${name}`, (payload: Record<string, unknown>) => {
          joined();
          onEvent(name, payload);
        });
      }
      await new Promise<void>((resolve) => (joinedOnce = resolve));
    },
    stop() {
      timers.forEach((timer) => clearTimeout(timer));
      echo?.disconnect();
    },
    /** Compares what the bot typed with what the server stored. */
    async verify() {
      const reply = await requestJson(live(`/participants/${identity.participantId}/results`), 'GET', { token });
      const items = resultsReplySchema.parse(reply.body).items;
      for (const [tourNumber, answers] of typed) {
        const stored = items.find((item) => item.tourNumber === tourNumber);
        for (const [questionNumber, text] of answers) {
          const found = stored?.answers.filter((answer) => answer.questionNumber === questionNumber) ?? [];
          if (found.length === 0) stats.count('answersMissing');
          else if (found.length > 1) stats.count('answersDuplicated');
          else if (found[0]!.text !== text) stats.count('answersDifferent');
          else stats.count('answersStored');
        }
        if (stored?.isAnswered) stats.count('sheetsSubmitted');
      }
    },
  };
}

export type Bot = ReturnType<typeof createBot>;
