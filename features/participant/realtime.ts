import type { QueryClient } from '@tanstack/react-query';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { clientEventWire, participantClientEvents, type ParticipantChannelEvent } from '@/contract/realtime';
import { participantClientEventSchemas, participantEventSchemas, type ParticipantEventPayload } from '@/contract/participant-events';
import { participantKeys } from './api/participant-queries';
import { sortReactions, toAppeal, toMs, toReaction, toStoredAnswer } from './api/to-participant';
import type { AnswerSync } from './model/answer-sync';
import type { DraftCache } from './model/draft-cache';
import { httpUrlOrNull } from './model/http-url';
import type { ParticipantStore } from './store';
import type { Rating } from './types';

export interface ParticipantRealtimeDeps {
  participantId: number;
  store: ParticipantStore;
  sync: AnswerSync;
  cache: DraftCache;
  queryClient: QueryClient;
  /** This screen's socket id: its own drafts and submits come back with it. */
  socketId: () => string | undefined;
  /** Refetch the screen's state (missed events, a round that is not the one we know). */
  resync: () => void;
  report: (problem: { event: string; issue: string }) => void;
  now?: () => number;
  /** How long "X is typing question N" stays up. */
  typingHintMs?: number;
  /** Spread of rating refetches after ScoresUpdated, so 2,000 screens do not ask in the same instant. */
  ratingJitterMs?: number;
}

/** The spec's client events as they arrive from teammates (`client-clientTyping`, `client-clientRequireAnswers`). */
export const CLIENT_TYPING = clientEventWire(participantClientEvents.typing);
export const CLIENT_REQUIRE_ANSWERS = clientEventWire(participantClientEvents.requireAnswers);
/** Results are refetched this long after a round's grace ends (clocks differ a little). */
export const GRACE_MARGIN_MS = 1500;

type Handlers = Record<string, (payload: unknown) => void>;

/**
 * Maps the events of `participant.{id}` to store actions and query invalidations. Every payload is parsed with the
 * contract's schema; a malformed one is reported and ignored, never a crash.
 */
export function createParticipantHandlers(deps: ParticipantRealtimeDeps): Handlers {
  const { store, sync, queryClient, participantId } = deps;
  const now = deps.now ?? Date.now;
  const actions = () => store.getState().actions;
  const state = () => store.getState();
  const invalidate = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
  const results = () => invalidate(participantKeys.results(participantId));
  const jitter = deps.ratingJitterMs ?? 2000;
  const rating = () => setTimeout(() => invalidate(participantKeys.rating(participantId)), Math.random() * jitter);

  const parsed =
    <S extends $ZodType>(event: string, schema: S, handle: (payload: output<S>) => void) =>
    (payload: unknown) => {
      const result = safeParse(schema, payload);
      if (!result.success) return deps.report({ event, issue: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      handle(result.data);
    };
  const on = <E extends ParticipantChannelEvent>(event: E, handle: (payload: ParticipantEventPayload<E>) => void) =>
    parsed(event, participantEventSchemas[event] as unknown as $ZodType<ParticipantEventPayload<E>>, handle);

  /** Team presence in the rating/teams list, patched in place (no refetch of 2,000 rows for one team). */
  const patchOnline = (changes: { participantId: number; playersOnline: number }[], count: number) => {
    actions().teamsOnlineChanged({ count });
    const by = new Map(changes.map((c) => [c.participantId, c.playersOnline]));
    queryClient.setQueryData<Rating>(participantKeys.rating(participantId), (old) =>
      old ? { ...old, rows: old.rows.map((row) => (by.has(row.id) ? { ...row, playersOnline: by.get(row.id)! } : row)) } : old,
    );
  };

  const handlers: Record<ParticipantChannelEvent, (payload: unknown) => void> = {
    WelcomeParticipant: on('WelcomeParticipant', (p) => {
      const s = state();
      actions().welcomed({ teammatesOnline: p.teammatesOnline, serverTime: toMs(p.serverTime), now: now() });
      // The snapshot disagrees with what this screen believes: something was missed.
      if (p.currentTour !== s.currentTour || p.canAnswer !== s.canAnswer || p.isFinished !== s.isFinished || p.lastShownTour !== s.lastShownTour) deps.resync();
    }),
    ParticipantJoined: on('ParticipantJoined', (p) => patchOnline(p.participants, p.count)),
    ParticipantLeft: on('ParticipantLeft', (p) => patchOnline(p.participants, p.count)),
    GameTourStarted: on('GameTourStarted', (p) => {
      actions().tourStarted({
        tourNumber: p.tourNumber,
        numberOfQuestions: p.numberOfQuestions,
        canAnswer: p.canAnswer,
        presentation: p.presentation,
        cached: deps.cache.read(p.tourNumber),
      });
      sync.afterLoad();
    }),
    GameTourClosed: on('GameTourClosed', (p) => {
      const s = state();
      const plays = s.status === 'READY' || s.status === 'PLAYED';
      // Spec: the sheet is collected automatically when the round closes (taken before the close clears it).
      if (plays) sync.collect(p.tourNumber);
      actions().tourClosed({ tourNumber: p.tourNumber, lastClosedTour: p.lastClosedTour, acceptingUntil: toMs(p.acceptingUntil), collecting: plays });
      results();
      // Correct answers become visible once the grace is over; no event says so, so look again then.
      const graceLeft = toMs(p.acceptingUntil) - (now() + s.clockOffsetMs);
      setTimeout(results, Math.max(0, graceLeft) + GRACE_MARGIN_MS);
    }),
    GameTourOpened: on('GameTourOpened', (p) => {
      actions().tourOpened({ tourNumber: p.tourNumber, lastShownTour: p.lastShownTour });
      results();
    }),
    GameFinished: on('GameFinished', (p) => {
      actions().gameFinished({
        finish: { place: p.place, scoresSum: p.scoresSum, total: p.total, feedbackUrl: httpUrlOrNull(p.feedbackUrl), winners: p.winners },
      });
      results();
      rating();
      void queryClient.invalidateQueries({ queryKey: participantKeys.status(participantId) });
    }),
    AnswersOpened: on('AnswersOpened', (p) => {
      const missed = state().currentTour !== p.tourNumber;
      actions().answersOpened({ tourNumber: p.tourNumber });
      if (missed) deps.resync();
    }),
    ScoresUpdated: on('ScoresUpdated', (p) => {
      actions().scoresUpdated({ line: { place: p.participant.place, scoresSum: p.participant.scoresSum, scores: p.participant.scores } });
      rating();
      results();
    }),
    AnswersChecked: on('AnswersChecked', (p) => {
      actions().answersChecked({ tourNumber: p.tourNumber });
      results();
    }),
    AppealCreated: on('AppealCreated', () => results()),
    AppealResolved: on('AppealResolved', (p) => {
      const appeal = toAppeal(p.appeal);
      actions().appealResolved({ tourNumber: appeal.tourNumber, questionNumber: appeal.questionNumber, approved: appeal.status === 'APPROVED' });
      results();
    }),
    ResendAnswers: on('ResendAnswers', (p) => {
      actions().resendRequested({ tourNumber: p.tourNumber, acceptingUntil: toMs(p.acceptingUntil) });
      sync.collect(p.tourNumber);
    }),
    SendIcqChatId: on('SendIcqChatId', (p) => actions().icqChatIdReceived({ icqChatId: p.icqChatId })),
    AnswersReceived: on('AnswersReceived', (p) => {
      // A teammate submitted while this screen still had edits the server lacks: merge them in (never lose them).
      const mine = p.socketId !== null && p.socketId === deps.socketId();
      if (!mine && sync.hasUnsent(p.tourNumber)) sync.collect(p.tourNumber);
      actions().answersReceived({ tourNumber: p.tourNumber });
      results();
    }),
    ClientTyping: on('ClientTyping', (p) => {
      if (p.socketId !== null && p.socketId === deps.socketId()) return;
      actions().draftReceived({ tourNumber: p.tourNumber, answers: p.answers.map(toStoredAnswer), userName: p.userName });
    }),
    ReactionOccurred: on('ReactionOccurred', (p) => actions().reactionOccurred({ reaction: toReaction(p.reaction) })),
    ReactionsCleared: on('ReactionsCleared', () => actions().reactionsCleared({})),
    ReactionsUpdated: on('ReactionsUpdated', (p) => actions().reactionsUpdated({ active: p.active, reactions: sortReactions(p.reactions.map(toReaction)) })),
    ChatLocked: on('ChatLocked', () => actions().chatLockChanged({ locked: true })),
    ChatUnLocked: on('ChatUnLocked', () => actions().chatLockChanged({ locked: false })),
    UpdateParticipantScreenRequired: on('UpdateParticipantScreenRequired', () => deps.resync()),
    TeammatesCount: on('TeammatesCount', (p) => actions().teammatesCounted({ count: p.count, membersCount: p.membersCount })),
    // `change`: the membership changed (an invite accepted, a member removed), not only who is online.
    TeammateJoined: on('TeammateJoined', (p) =>
      p.change
        ? actions().membershipChanged({ change: p.change, userName: p.userName, count: p.count, membersCount: p.membersCount ?? null })
        : actions().teammatesCounted({ count: p.count, membersCount: p.membersCount }),
    ),
    TeammateLeft: on('TeammateLeft', (p) =>
      p.change
        ? actions().membershipChanged({ change: p.change, userName: p.userName, count: p.count, membersCount: p.membersCount ?? null })
        : actions().teammatesCounted({ count: p.count, membersCount: p.membersCount }),
    ),
  };

  return {
    ...handlers,
    // The spec's client events, relayed as sent by the teammate's screen; one for another participant is ignored.
    [CLIENT_TYPING]: parsed(CLIENT_TYPING, participantClientEventSchemas.clientTyping, ({ participantId: about, data }) => {
      if (about !== participantId) return;
      actions().typingHinted({
        userName: data.userName,
        tourNumber: data.tourNumber,
        questionNumber: data.questionNumber,
        until: now() + (deps.typingHintMs ?? 3000),
      });
    }),
    // A teammate (re)joined mid-round: post at once what the server does not hold yet, so their sheet is complete.
    [CLIENT_REQUIRE_ANSWERS]: parsed(CLIENT_REQUIRE_ANSWERS, participantClientEventSchemas.clientRequireAnswers, ({ participantId: about, data }) => {
      if (about === participantId && state().sheetTour === data.tourNumber) sync.flushNow();
    }),
  };
}
