import { announce, type AnnouncementKey } from './announcements';
import type { GameNotification, ParticipantEvent, ParticipantState } from './participant-state';
import { applyServerAnswers, blankEntry, buildSheet, mergeLocal, sameValue, type SheetEntry } from './sheet';

/**
 * The participant screen as a state machine (spec section 4, "Player screen"): one pure function from a state and
 * an event to the next state. Realtime events, API replies and the player's own input all arrive as events;
 * side effects (posting, caching, refetching) live outside, in the answer sync and the realtime binding.
 */

const say = (state: ParticipantState, key: AnnouncementKey, values?: Record<string, string | number>) => ({
  announcement: announce(state.announcement, key, values),
});

/** This team's press when `reactions` lists it for the first time (the member who pressed, or a teammate, hears it). */
const ownPress = (state: ParticipantState, reactions: readonly { participantId: number; order: number }[]) =>
  state.tuts.reactions.some((r) => r.participantId === state.participantId) ? undefined : reactions.find((r) => r.participantId === state.participantId);

const plays = (state: ParticipantState) => state.status === 'READY' || state.status === 'PLAYED';

const notify = (list: GameNotification[], note: Omit<GameNotification, 'seen'>): GameNotification[] => [
  ...list.filter((n) => n.id !== note.id),
  { ...note, seen: false },
];

const forSheet = (state: ParticipantState, tourNumber: number) => state.sheetTour === tourNumber && state.sheet.length > 0;

const mapEntries = (sheet: SheetEntry[], questions: Set<number>, change: (entry: SheetEntry) => SheetEntry) =>
  sheet.map((entry) => (questions.has(entry.questionNumber) ? change(entry) : entry));

/**
 * Nothing changes under the player's cursor: when anything from the server (a teammate's draft, a post's reply, a
 * resync) would replace the text of the field that has the focus, the field keeps the player's text and the newer
 * answer is held as a notice. It replaces the field when the focus leaves; typing again makes the player's edit the
 * newer one, which then goes out and wins. The kept text is not sent (it is older than the held answer).
 */
function keepFocusedField(before: ParticipantState, next: ParticipantState, userName: string | null): ParticipantState {
  if (next.sheetTour !== before.sheetTour) return next.heldAnswer ? { ...next, heldAnswer: null } : next;
  const q = before.focusedQuestion;
  if (q === null) return next;
  const mine = before.sheet.find((entry) => entry.questionNumber === q);
  const theirs = next.sheet.find((entry) => entry.questionNumber === q);
  if (!mine || !theirs || mine.text === theirs.text) return next;
  const kept: SheetEntry = { ...mine, base: { text: mine.text, confidence: mine.confidence }, inFlight: null };
  return {
    ...next,
    sheet: mapEntries(next.sheet, new Set([q]), () => kept),
    heldAnswer: { questionNumber: q, text: theirs.text, confidence: theirs.confidence, updatedAt: theirs.editedAt, userName },
  };
}

export function participantReducer(state: ParticipantState, event: ParticipantEvent): ParticipantState {
  const next = step(state, event);
  if (next === state || event.type === 'answerTyped' || event.type === 'answerFocused' || event.type === 'answerBlurred') return next;
  return keepFocusedField(state, next, event.type === 'draftReceived' ? (event.userName ?? null) : null);
}

function step(state: ParticipantState, event: ParticipantEvent): ParticipantState {
  switch (event.type) {
    case 'screenLoaded': {
      const { screen } = event;
      const next: ParticipantState = {
        ...state,
        status: screen.status,
        numberOfQuestions: screen.numberOfQuestions,
        hasConfidence: screen.hasConfidence,
        currentTour: screen.currentTour,
        canAnswer: screen.canAnswer,
        isAnswered: screen.isAnswered,
        lastClosedTour: screen.lastClosedTour,
        lastShownTour: screen.lastShownTour,
        acceptingUntil: screen.acceptingUntil,
        isFinished: screen.isFinished,
        icqChatId: screen.icqChatId ?? state.icqChatId,
        tuts: screen.tuts,
        presentation: screen.presentation ?? state.presentation,
        teammatesOnline: screen.teammatesOnline,
        membersCount: screen.membersCount ?? state.membersCount,
        clockOffsetMs: screen.serverTime - event.now,
        submitting: false,
      };
      const tour = screen.currentTour;
      if (tour === null || screen.isFinished || !plays(next)) return { ...next, sheetTour: null, sheet: [] };
      // Spec: the sheet is initialised on load, and reset if the team already answered this round.
      if (screen.isAnswered) return { ...next, sheetTour: tour, sheet: [] };
      const local = state.sheetTour === tour ? mergeLocal(state.sheet, event.cached) : event.cached;
      return { ...next, sheetTour: tour, sheet: buildSheet(screen.numberOfQuestions, local, event.draft) };
    }
    case 'tourStarted': {
      const base = {
        ...state,
        currentTour: event.tourNumber,
        canAnswer: event.canAnswer,
        isAnswered: false,
        submitting: false,
        numberOfQuestions: event.numberOfQuestions,
        presentation: event.presentation,
        typing: [],
        ...say(state, 'roundStarted', { tour: event.tourNumber }),
      };
      if (!plays(state)) return { ...base, sheetTour: null, sheet: [] };
      // Spec: one entry per question, restoring cached text and confidence.
      return { ...base, sheetTour: event.tourNumber, sheet: buildSheet(event.numberOfQuestions, event.cached, []) };
    }
    case 'answersOpened': {
      const missedStart = state.currentTour !== event.tourNumber;
      const sheet = missedStart && plays(state) ? Array.from({ length: state.numberOfQuestions }, (_, i) => blankEntry(i + 1)) : state.sheet;
      return {
        ...state,
        currentTour: event.tourNumber,
        canAnswer: true,
        ...(missedStart ? { sheetTour: plays(state) ? event.tourNumber : null, sheet, isAnswered: false } : {}),
        ...say(state, 'answersOpen', { tour: event.tourNumber }),
      };
    }
    case 'tourClosed':
      // Spec: the sheet is cleared, current and last tour stored, canAnswer false (its answers are being collected).
      return {
        ...state,
        currentTour: null,
        canAnswer: false,
        lastClosedTour: event.lastClosedTour,
        acceptingUntil: event.acceptingUntil,
        sheetTour: null,
        sheet: [],
        submitting: false,
        typing: [],
        collect: event.collecting ? { tourNumber: event.tourNumber, state: 'sending' } : state.collect,
        ...say(state, 'roundClosed', { tour: event.tourNumber }),
      };
    case 'tourOpened':
      return { ...state, lastShownTour: event.lastShownTour, ...say(state, 'answersRevealed', { tour: event.tourNumber }) };
    case 'answersReceived': {
      const current = state.currentTour === event.tourNumber;
      const heard = state.receiptAnnounced === event.tourNumber;
      return {
        ...state,
        ...(current ? { isAnswered: true, sheet: [], submitting: false } : {}),
        collect: state.collect?.tourNumber === event.tourNumber ? { ...state.collect, state: 'received' } : state.collect,
        receiptAnnounced: event.tourNumber,
        ...(heard ? {} : say(state, 'answersReceived', { tour: event.tourNumber })),
      };
    }
    case 'resendRequested':
      return { ...state, acceptingUntil: event.acceptingUntil, collect: { tourNumber: event.tourNumber, state: 'sending' } };
    case 'gameFinished':
      return {
        ...state,
        // The round's slides are over: the screen opens on the rating, as a reload after the end does.
        tab: state.tab === 'presentation' ? 'rating' : state.tab,
        isFinished: true,
        finish: event.finish,
        currentTour: null,
        canAnswer: false,
        sheetTour: null,
        sheet: [],
        submitting: false,
        tuts: { ...state.tuts, active: false },
        ...say(state, 'gameFinished', { place: event.finish.place ?? 0 }),
      };
    case 'welcomed':
      return { ...state, teammatesOnline: event.teammatesOnline, clockOffsetMs: event.serverTime - event.now };
    case 'teammatesCounted':
      return { ...state, teammatesOnline: event.count, membersCount: event.membersCount ?? state.membersCount };
    case 'membershipChanged':
      return {
        ...state,
        teammatesOnline: event.count,
        membersCount: event.membersCount ?? state.membersCount,
        membershipVersion: state.membershipVersion + 1,
        ...say(state, event.change === 'accepted' ? 'teammateJoined' : 'teammateRemoved', { name: event.userName }),
      };
    case 'teamsOnlineChanged':
      return { ...state, teamsOnline: event.count };
    case 'icqChatIdReceived':
      return { ...state, icqChatId: event.icqChatId };
    case 'reactionsUpdated': {
      const pressed = ownPress(state, event.reactions);
      const news = pressed
        ? say(state, 'buzzerPressed', { order: pressed.order })
        : event.active && !state.tuts.active
          ? say(state, 'buzzerActive')
          : !event.active && state.tuts.active
            ? say(state, 'buzzerOff')
            : {};
      return { ...state, tuts: { active: event.active, reactions: event.reactions }, ...news };
    }
    case 'reactionOccurred': {
      // Spec: a reaction is added only if not already listed.
      if (state.tuts.reactions.some((r) => r.participantId === event.reaction.participantId)) return state;
      const reactions = [...state.tuts.reactions, event.reaction].sort((a, b) => a.order - b.order);
      const pressed = ownPress(state, reactions);
      return { ...state, tuts: { ...state.tuts, reactions }, ...(pressed ? say(state, 'buzzerPressed', { order: pressed.order }) : {}) };
    }
    case 'reactionsCleared':
      return { ...state, tuts: { ...state.tuts, reactions: [] }, ...(state.tuts.reactions.length > 0 ? say(state, 'buzzerCleared') : {}) };
    case 'chatLockChanged':
      return { ...state, chatLocked: event.locked };
    case 'answersChecked': {
      // A sheet checked again (after an appeal) is news only through the appeal's own announcement.
      const rechecked = state.notifications.some((n) => n.id === `checked-${event.tourNumber}`);
      return {
        ...state,
        notifications: notify(state.notifications, { id: `checked-${event.tourNumber}`, kind: 'checked', tourNumber: event.tourNumber, questionNumber: null }),
        ...(rechecked ? {} : say(state, 'answersChecked', { tour: event.tourNumber })),
      };
    }
    case 'appealResolved':
      return {
        ...state,
        notifications: notify(state.notifications, {
          id: `appeal-${event.tourNumber}-${event.questionNumber}`,
          kind: 'appeal',
          tourNumber: event.tourNumber,
          questionNumber: event.questionNumber,
        }),
        ...say(state, event.approved ? 'appealApproved' : 'appealRejected', { tour: event.tourNumber, question: event.questionNumber }),
      };
    case 'scoresUpdated': {
      // News only when the rating is shown (a place) and the team's line moved: a sheet re-checked before the
      // host shows the results changes nothing the players can see yet.
      const before = state.myLine;
      const moved = event.line.place !== null && (before === null || before.place !== event.line.place || before.scoresSum !== event.line.scoresSum);
      return { ...state, myLine: event.line, ...(moved ? say(state, 'scoresUpdated') : {}) };
    }
    default:
      return sheetReducer(state, event);
  }
}

/** The player's own sheet: typing, teammates' drafts, posts and their outcomes; plus screen-only events. */
function sheetReducer(state: ParticipantState, event: ParticipantEvent): ParticipantState {
  switch (event.type) {
    case 'answerTyped': {
      const open = state.sheetTour !== null && state.sheetTour === state.currentTour && state.canAnswer && !state.isAnswered && !state.submitting;
      if (!open) return state;
      const editedAt = event.now + state.clockOffsetMs;
      return {
        ...state,
        sheet: mapEntries(state.sheet, new Set([event.questionNumber]), (entry) => ({ ...entry, ...event.value, editedAt })),
        // The player typed after the teammate's answer came: theirs is now the newer edit.
        heldAnswer: state.heldAnswer?.questionNumber === event.questionNumber ? null : state.heldAnswer,
      };
    }
    case 'answerFocused':
      return {
        ...state,
        focusedQuestion: event.questionNumber,
        heldAnswer: state.heldAnswer?.questionNumber === event.questionNumber ? state.heldAnswer : null,
      };
    case 'answerBlurred': {
      if (state.focusedQuestion !== event.questionNumber) return state;
      const held = state.heldAnswer;
      const left = { ...state, focusedQuestion: null, heldAnswer: null };
      // The focus left: the teammate's newer answer held back while the player was in the field takes its place.
      return held && state.sheet.length > 0 ? { ...left, sheet: applyServerAnswers(state.sheet, [held]) } : left;
    }
    case 'draftReceived':
      return forSheet(state, event.tourNumber) ? { ...state, sheet: applyServerAnswers(state.sheet, event.answers) } : state;
    case 'postStarted': {
      if (!forSheet(state, event.tourNumber)) return state;
      const values = new Map(event.answers.map((a) => [a.questionNumber, { text: a.text, confidence: a.confidence }]));
      const sheet = mapEntries(state.sheet, new Set(values.keys()), (entry) => ({ ...entry, inFlight: values.get(entry.questionNumber)! }));
      return { ...state, sheet, submitting: state.submitting || (event.saving && state.currentTour === event.tourNumber) };
    }
    case 'postSucceeded': {
      const collect = state.collect?.tourNumber === event.tourNumber && event.submitted ? { ...state.collect, state: 'received' as const } : state.collect;
      if (event.saving && event.submitted && state.currentTour === event.tourNumber) {
        // Spec: posting with saving=true locks answering and clears the sheet after success.
        return { ...state, collect, isAnswered: true, submitting: false, sheet: [] };
      }
      if (!forSheet(state, event.tourNumber)) return { ...state, collect, submitting: false };
      const posted = new Set(event.posted);
      const stored = new Map(event.answers.map((a) => [a.questionNumber, a]));
      // What was posted is now the server's value: local edits made meanwhile stay dirty and go out next.
      const settled = mapEntries(state.sheet, posted, (entry): SheetEntry => {
        const server = stored.get(entry.questionNumber);
        if (!server) return { ...entry, inFlight: null };
        const value = { text: server.text, confidence: server.confidence };
        // The server kept a teammate's newer edit instead of this post's older one (and the player has not typed
        // since): the newer edit wins here too, as if it came from the teammate.
        const outdated = entry.inFlight !== null && sameValue(entry, entry.inFlight) && !sameValue(value, entry.inFlight) && server.updatedAt > entry.editedAt;
        if (outdated) return { questionNumber: entry.questionNumber, ...value, editedAt: server.updatedAt, base: value, inFlight: null };
        return { ...entry, inFlight: null, base: value };
      });
      return { ...state, collect, submitting: false, sheet: applyServerAnswers(settled, event.answers) };
    }
    case 'postFailed': {
      const sheet = forSheet(state, event.tourNumber) ? state.sheet.map((entry) => (entry.inFlight ? { ...entry, inFlight: null } : entry)) : state.sheet;
      const failedCollect = event.final && state.collect?.tourNumber === event.tourNumber && state.collect.state === 'sending';
      return {
        ...state,
        sheet,
        submitting: false,
        collect: failedCollect ? { ...state.collect!, state: 'failed' } : state.collect,
        ...(event.final ? say(state, 'sendFailed') : {}),
      };
    }
    case 'typingHinted': {
      if (event.tourNumber !== state.currentTour) return state;
      const typing = state.typing.filter((hint) => hint.userName !== event.userName);
      return { ...state, typing: [...typing, { userName: event.userName, questionNumber: event.questionNumber, until: event.until }] };
    }
    case 'typingExpired': {
      const typing = state.typing.filter((hint) => hint.until > event.now);
      return typing.length === state.typing.length ? state : { ...state, typing };
    }
    case 'tabSelected':
      return { ...state, tab: event.tab };
    case 'notificationsSeen': {
      const ids = new Set(event.ids);
      return { ...state, notifications: state.notifications.map((n) => (ids.has(n.id) ? { ...n, seen: true } : n)) };
    }
    case 'streamToggled':
      return { ...state, streamEnabled: event.enabled };
    case 'connectionLost':
      return { ...state, ...say(state, 'connectionLost') };
    case 'connectionBack':
      return { ...state, ...say(state, 'connectionBack') };
    default:
      return state;
  }
}
