import { screen, SERVER_NOW } from '../testing/fixtures';
import type { ParticipantScreen, StoredAnswer } from '../types';
import { participantReducer } from './participant-machine';
import { initialParticipantState, type ParticipantEvent, type ParticipantEventType, type ParticipantState } from './participant-state';
import { blankEntry, syncMark, type SheetEntry } from './sheet';

const reduce = (state: ParticipantState, ...events: ParticipantEvent[]) => events.reduce(participantReducer, state);
const loaded = (overrides: Partial<Parameters<typeof screen>[0]> = {}, draft: StoredAnswer[] = [], cached: SheetEntry[] = []) => {
  const s: ParticipantScreen = screen(overrides);
  return reduce(initialParticipantState(s, { tab: 'rating', streamEnabled: true }), { type: 'screenLoaded', screen: s, draft, cached, now: SERVER_NOW });
};
const idle = () => loaded();
/** Round 1 under way with answers open and a blank sheet of 3 questions. */
const open = () => loaded({ currentTour: 1, canAnswer: true });
const typed = (state: ParticipantState, q: number, text: string) =>
  reduce(state, { type: 'answerTyped', questionNumber: q, value: { text, confidence: false }, now: SERVER_NOW + 1000 });
const stored = (questionNumber: number, text: string, updatedAt = SERVER_NOW + 5000): StoredAnswer => ({ questionNumber, text, confidence: false, updatedAt });
const cachedEntry = (questionNumber: number, text: string, base = ''): SheetEntry => ({
  ...blankEntry(questionNumber),
  text,
  editedAt: SERVER_NOW - 1000,
  base: { text: base, confidence: false },
});
const texts = (state: ParticipantState) => state.sheet.map((e) => e.text);
const marks = (state: ParticipantState) => state.sheet.map(syncMark);
const reaction = (participantId: number, order: number) => ({ participantId, name: `Team ${participantId}`, order });

interface Row {
  event: ParticipantEventType;
  name: string;
  given: () => ParticipantState;
  when: ParticipantEvent;
  then: (state: ParticipantState, before: ParticipantState) => void;
}

/** Every event of the participant screen, from the states where it matters. */
const table: Row[] = [
  {
    event: 'screenLoaded',
    name: 'mid-round join: the sheet starts from the team draft, cached text the server lacks is kept and unsent',
    given: () => initialParticipantState(screen(), { tab: 'rating', streamEnabled: true }),
    when: {
      type: 'screenLoaded',
      screen: screen({ currentTour: 1, canAnswer: true, serverTime: new Date(SERVER_NOW + 2000).toISOString() }),
      draft: [stored(1, 'Москва')],
      cached: [cachedEntry(2, 'Париж')],
      now: SERVER_NOW,
    },
    then: (s) => {
      expect(texts(s)).toEqual(['Москва', 'Париж', '']);
      expect(marks(s)).toEqual(['received', 'pending', 'empty']);
      expect(s.clockOffsetMs).toBe(2000);
    },
  },
  {
    event: 'screenLoaded',
    name: 'already answered: the sheet is reset (spec)',
    given: idle,
    when: { type: 'screenLoaded', screen: screen({ currentTour: 2, canAnswer: true, isAnswered: true }), draft: [stored(1, 'x')], cached: [], now: SERVER_NOW },
    then: (s) => {
      expect(s.sheetTour).toBe(2);
      expect(s.sheet).toEqual([]);
      expect(s.isAnswered).toBe(true);
    },
  },
  {
    event: 'screenLoaded',
    name: 'a resync keeps newer local text over the stored one and marks it for resending',
    given: () => typed(open(), 1, 'Рим'),
    when: { type: 'screenLoaded', screen: screen({ currentTour: 1, canAnswer: true }), draft: [], cached: [], now: SERVER_NOW },
    then: (s) => expect(marks(s)).toEqual(['pending', 'empty', 'empty']),
  },
  {
    event: 'screenLoaded',
    name: 'the browser restores cached unsent drafts into the server-rendered sheet (hydration)',
    given: () => loaded({ currentTour: 1, canAnswer: true }, [stored(1, 'Москва')]),
    when: {
      type: 'screenLoaded',
      screen: screen({ currentTour: 1, canAnswer: true }),
      draft: [stored(1, 'Москва')],
      cached: [cachedEntry(3, 'Осло')],
      now: SERVER_NOW,
    },
    then: (s) => {
      expect(texts(s)).toEqual(['Москва', '', 'Осло']);
      expect(marks(s)).toEqual(['received', 'empty', 'pending']);
    },
  },
  {
    event: 'screenLoaded',
    name: 'a registration that does not play (PENDING) has no sheet',
    given: idle,
    when: { type: 'screenLoaded', screen: screen({ currentTour: 1, canAnswer: true, status: 'PENDING' }), draft: [], cached: [], now: SERVER_NOW },
    then: (s) => expect(s.sheetTour).toBeNull(),
  },
  {
    event: 'tourStarted',
    name: 'builds one entry per question, restoring cached text and confidence, and announces the round',
    given: idle,
    when: {
      type: 'tourStarted',
      tourNumber: 2,
      numberOfQuestions: 4,
      canAnswer: false,
      presentation: { tourNumber: 2, questions: [] },
      cached: [{ ...cachedEntry(3, 'Лиссабон'), confidence: true }],
    },
    then: (s) => {
      expect(s.currentTour).toBe(2);
      expect(s.canAnswer).toBe(false);
      expect(texts(s)).toEqual(['', '', 'Лиссабон', '']);
      expect(s.sheet[2]!.confidence).toBe(true);
      expect(s.announcement).toMatchObject({ key: 'roundStarted', values: { tour: 2 }, politeness: 'polite' });
    },
  },
  {
    event: 'answersOpened',
    name: 'opens answering for the current round',
    given: () => loaded({ currentTour: 1, canAnswer: false }),
    when: { type: 'answersOpened', tourNumber: 1 },
    then: (s, before) => {
      expect(s.canAnswer).toBe(true);
      expect(s.sheet).toBe(before.sheet);
      expect(s.announcement?.key).toBe('answersOpen');
    },
  },
  {
    event: 'answersOpened',
    name: 'a round whose start was missed gets a blank sheet',
    given: idle,
    when: { type: 'answersOpened', tourNumber: 3 },
    then: (s) => {
      expect(s.currentTour).toBe(3);
      expect(s.sheetTour).toBe(3);
      expect(s.sheet).toHaveLength(3);
    },
  },
  {
    event: 'tourClosed',
    name: 'clears the sheet, stores the last tour, stops answering and starts collecting',
    given: () => typed(open(), 1, 'Рим'),
    when: { type: 'tourClosed', tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW + 15_000, collecting: true },
    then: (s) => {
      expect(s).toMatchObject({ currentTour: null, lastClosedTour: 1, canAnswer: false, sheet: [], sheetTour: null, acceptingUntil: SERVER_NOW + 15_000 });
      expect(s.collect).toEqual({ tourNumber: 1, state: 'sending' });
      expect(s.announcement?.key).toBe('roundClosed');
    },
  },
  {
    event: 'tourOpened',
    name: 'raises the last shown tour',
    given: () => loaded({ lastClosedTour: 2 }),
    when: { type: 'tourOpened', tourNumber: 2, lastShownTour: 2 },
    then: (s) => expect(s.lastShownTour).toBe(2),
  },
  {
    event: 'answersReceived',
    name: 'during the round: marks answered and resets the sheet',
    given: () => typed(open(), 1, 'Рим'),
    when: { type: 'answersReceived', tourNumber: 1 },
    then: (s) => {
      expect(s.isAnswered).toBe(true);
      expect(s.sheet).toEqual([]);
      expect(s.announcement?.key).toBe('answersReceived');
    },
  },
  {
    event: 'answersReceived',
    name: 'after the close: completes the collection',
    given: () => reduce(open(), { type: 'tourClosed', tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW, collecting: true }),
    when: { type: 'answersReceived', tourNumber: 1 },
    then: (s) => expect(s.collect).toEqual({ tourNumber: 1, state: 'received' }),
  },
  {
    event: 'resendRequested',
    name: 'starts collecting the round again',
    given: () => loaded({ lastClosedTour: 1 }),
    when: { type: 'resendRequested', tourNumber: 1, acceptingUntil: SERVER_NOW + 7000 },
    then: (s) => expect(s.collect).toEqual({ tourNumber: 1, state: 'sending' }),
  },
  {
    event: 'gameFinished',
    name: 'finishes the game with the final place',
    given: open,
    when: { type: 'gameFinished', finish: { place: 2, scoresSum: 30, total: 40, feedbackUrl: null, winners: [] } },
    then: (s) => {
      expect(s).toMatchObject({ isFinished: true, currentTour: null, canAnswer: false, sheet: [] });
      expect(s.finish?.place).toBe(2);
    },
  },
  {
    event: 'gameFinished',
    name: "leaves the round's slides for the rating; another tab the player chose stays",
    given: () => reduce(open(), { type: 'tabSelected', tab: 'presentation' }),
    when: { type: 'gameFinished', finish: { place: 2, scoresSum: 30, total: 40, feedbackUrl: null, winners: [] } },
    then: (s) => {
      expect(s.tab).toBe('rating');
      const onChat = reduce(
        open(),
        { type: 'tabSelected', tab: 'chat' },
        { type: 'gameFinished', finish: { place: 2, scoresSum: 30, total: 40, feedbackUrl: null, winners: [] } },
      );
      expect(onChat.tab).toBe('chat');
    },
  },
  {
    event: 'welcomed',
    name: 'takes the teammates count and the server clock',
    given: idle,
    when: { type: 'welcomed', teammatesOnline: 3, serverTime: SERVER_NOW + 500, now: SERVER_NOW },
    then: (s) => expect(s).toMatchObject({ teammatesOnline: 3, clockOffsetMs: 500 }),
  },
  {
    event: 'teammatesCounted',
    name: 'sets the counter',
    given: idle,
    when: { type: 'teammatesCounted', count: 4 },
    then: (s) => expect(s.teammatesOnline).toBe(4),
  },
  {
    event: 'teamsOnlineChanged',
    name: 'sets the teams online',
    given: idle,
    when: { type: 'teamsOnlineChanged', count: 120 },
    then: (s) => expect(s.teamsOnline).toBe(120),
  },
  {
    event: 'icqChatIdReceived',
    name: 'stores the voice chat link',
    given: idle,
    when: { type: 'icqChatIdReceived', icqChatId: 'https://voice.test/1' },
    then: (s) => expect(s.icqChatId).toBe('https://voice.test/1'),
  },
  {
    event: 'reactionsUpdated',
    name: 'activates the buzzer and announces it',
    given: idle,
    when: { type: 'reactionsUpdated', active: true, reactions: [] },
    then: (s) => {
      expect(s.tuts.active).toBe(true);
      expect(s.announcement?.key).toBe('buzzerActive');
    },
  },
  {
    event: 'reactionOccurred',
    name: 'adds a reaction in order, only once',
    given: () => reduce(idle(), { type: 'reactionsUpdated', active: true, reactions: [reaction(9, 2)] }),
    when: { type: 'reactionOccurred', reaction: reaction(5, 1) },
    then: (s) => {
      expect(s.tuts.reactions.map((r) => r.participantId)).toEqual([5, 9]);
      expect(reduce(s, { type: 'reactionOccurred', reaction: reaction(5, 1) })).toBe(s);
    },
  },
  {
    event: 'reactionsCleared',
    name: 'empties the list, the buzzer stays active',
    given: () => reduce(idle(), { type: 'reactionsUpdated', active: true, reactions: [reaction(9, 1)] }),
    when: { type: 'reactionsCleared' },
    then: (s) => expect(s.tuts).toEqual({ active: true, reactions: [] }),
  },
  {
    event: 'reactionOccurred',
    name: "announces this team's press with its place in the order (the member who pressed and teammates)",
    given: () => reduce(idle(), { type: 'reactionsUpdated', active: true, reactions: [reaction(9, 1)] }),
    when: { type: 'reactionOccurred', reaction: reaction(7, 2) },
    then: (s) => expect(s.announcement).toMatchObject({ key: 'buzzerPressed', values: { order: 2 } }),
  },
  {
    event: 'reactionsUpdated',
    name: "announces this team's press from the press reply once, and the buzzer switched off",
    given: () => reduce(idle(), { type: 'reactionsUpdated', active: true, reactions: [] }),
    when: { type: 'reactionsUpdated', active: true, reactions: [reaction(7, 1)] },
    then: (s) => {
      expect(s.announcement).toMatchObject({ key: 'buzzerPressed', values: { order: 1 } });
      expect(reduce(s, { type: 'reactionOccurred', reaction: reaction(7, 1) }).announcement).toBe(s.announcement);
      expect(reduce(s, { type: 'reactionsUpdated', active: false, reactions: [] }).announcement?.key).toBe('buzzerOff');
    },
  },
  {
    event: 'reactionsCleared',
    name: 'announces that the list was cleared',
    given: () => reduce(idle(), { type: 'reactionsUpdated', active: true, reactions: [reaction(9, 1)] }),
    when: { type: 'reactionsCleared' },
    then: (s) => expect(s.announcement?.key).toBe('buzzerCleared'),
  },
  {
    event: 'chatLockChanged',
    name: 'records the chat lock',
    given: idle,
    when: { type: 'chatLockChanged', locked: true },
    then: (s) => expect(s.chatLocked).toBe(true),
  },
  {
    event: 'answersChecked',
    name: 'adds an unseen notification for the round',
    given: idle,
    when: { type: 'answersChecked', tourNumber: 1 },
    then: (s) => expect(s.notifications).toEqual([{ id: 'checked-1', kind: 'checked', tourNumber: 1, questionNumber: null, seen: false }]),
  },
  {
    event: 'answersChecked',
    name: 'announces the check of a round',
    given: idle,
    when: { type: 'answersChecked', tourNumber: 1 },
    then: (s) => expect(s.announcement).toMatchObject({ key: 'answersChecked', values: { tour: 1 } }),
  },
  {
    event: 'answersChecked',
    name: 'a round checked again after an appeal is not announced as checked again',
    given: () => reduce(idle(), { type: 'answersChecked', tourNumber: 1 }, { type: 'appealResolved', tourNumber: 1, questionNumber: 2, approved: true }),
    when: { type: 'answersChecked', tourNumber: 1 },
    then: (s) => expect(s.announcement).toMatchObject({ key: 'appealApproved', values: { tour: 1, question: 2 } }),
  },
  {
    event: 'appealResolved',
    name: 'adds a notification per round and question and announces the decision',
    given: idle,
    when: { type: 'appealResolved', tourNumber: 1, questionNumber: 2, approved: false },
    then: (s) => {
      expect(s.notifications[0]).toMatchObject({ kind: 'appeal', tourNumber: 1, questionNumber: 2, seen: false });
      expect(s.announcement).toMatchObject({ key: 'appealRejected', values: { tour: 1, question: 2 } });
    },
  },
  {
    event: 'scoresUpdated',
    name: 'keeps the team line of the rating',
    given: idle,
    when: { type: 'scoresUpdated', line: { place: 3, scoresSum: 12, scores: [5, 7] } },
    then: (s) => expect(s.myLine?.place).toBe(3),
  },
  {
    event: 'scoresUpdated',
    name: 'announces a new line of the shown rating',
    given: idle,
    when: { type: 'scoresUpdated', line: { place: 3, scoresSum: 12, scores: [5, 7] } },
    then: (s) => expect(s.announcement?.key).toBe('scoresUpdated'),
  },
  {
    event: 'scoresUpdated',
    name: 'says nothing before the rating is shown (no place yet) or when the line did not move',
    given: () => reduce(idle(), { type: 'scoresUpdated', line: { place: 3, scoresSum: 12, scores: [5, 7] } }),
    when: { type: 'scoresUpdated', line: { place: 3, scoresSum: 12, scores: [5, 7, 0] } },
    then: (s, before) => {
      expect(s.announcement).toBe(before.announcement);
      expect(reduce(idle(), { type: 'scoresUpdated', line: { place: null, scoresSum: 2, scores: [2] } }).announcement).toBeNull();
    },
  },
  {
    event: 'answerTyped',
    name: 'changes one entry while answers are open; it is unsent until posted',
    given: open,
    when: { type: 'answerTyped', questionNumber: 2, value: { text: 'Рим', confidence: true }, now: SERVER_NOW + 10 },
    then: (s) => {
      expect(s.sheet[1]).toMatchObject({ text: 'Рим', confidence: true, editedAt: SERVER_NOW + 10 });
      expect(marks(s)).toEqual(['empty', 'pending', 'empty']);
    },
  },
  {
    event: 'answerTyped',
    name: 'is ignored before answers open and after sending',
    given: () => loaded({ currentTour: 1, canAnswer: false }),
    when: { type: 'answerTyped', questionNumber: 1, value: { text: 'x', confidence: false }, now: SERVER_NOW },
    then: (s, before) => expect(s).toBe(before),
  },
  {
    event: 'draftReceived',
    name: "a teammate's newer answer replaces an untouched one; my unsent newer edit stays",
    given: () => reduce(typed(open(), 1, 'моё'), { type: 'answerTyped', questionNumber: 1, value: { text: 'моё', confidence: false }, now: SERVER_NOW + 9000 }),
    when: { type: 'draftReceived', tourNumber: 1, answers: [stored(1, 'их', SERVER_NOW + 5000), stored(2, 'Рим')] },
    then: (s) => {
      expect(texts(s)).toEqual(['моё', 'Рим', '']);
      expect(marks(s)).toEqual(['pending', 'received', 'empty']);
    },
  },
  {
    event: 'draftReceived',
    name: 'an older teammate answer loses to my newer unsent edit',
    given: () => typed(open(), 1, 'моё'),
    when: { type: 'draftReceived', tourNumber: 1, answers: [stored(1, 'их', SERVER_NOW + 500)] },
    then: (s) => expect(texts(s)[0]).toBe('моё'),
  },
  {
    event: 'draftReceived',
    name: "never replaces the text of the focused field: the teammate's newer answer waits as a notice",
    given: () =>
      reduce(
        open(),
        { type: 'answerFocused', questionNumber: 1 },
        { type: 'answerTyped', questionNumber: 1, value: { text: 'моё', confidence: false }, now: SERVER_NOW },
      ),
    when: { type: 'draftReceived', tourNumber: 1, answers: [stored(1, 'их', SERVER_NOW + 5000), stored(2, 'Рим')], userName: 'Анна' },
    then: (s) => {
      expect(texts(s)).toEqual(['моё', 'Рим', '']);
      expect(s.heldAnswer).toEqual({ questionNumber: 1, text: 'их', confidence: false, updatedAt: SERVER_NOW + 5000, userName: 'Анна' });
      // Older than the held answer: nothing of it is sent.
      expect(marks(s)[0]).toBe('received');
    },
  },
  {
    event: 'answerFocused',
    name: 'remembers the field the player is in',
    given: open,
    when: { type: 'answerFocused', questionNumber: 2 },
    then: (s) => expect(s).toMatchObject({ focusedQuestion: 2, heldAnswer: null }),
  },
  {
    event: 'answerBlurred',
    name: "the focus leaves: the teammate's newer answer held back takes the field",
    given: () =>
      reduce(
        open(),
        { type: 'answerFocused', questionNumber: 1 },
        { type: 'answerTyped', questionNumber: 1, value: { text: 'моё', confidence: false }, now: SERVER_NOW },
        { type: 'draftReceived', tourNumber: 1, answers: [stored(1, 'их', SERVER_NOW + 5000)], userName: 'Анна' },
      ),
    when: { type: 'answerBlurred', questionNumber: 1 },
    then: (s) => {
      expect(texts(s)[0]).toBe('их');
      expect(marks(s)[0]).toBe('received');
      expect(s).toMatchObject({ focusedQuestion: null, heldAnswer: null });
    },
  },
  {
    event: 'postStarted',
    name: 'marks the posted answers as sending',
    given: () => typed(open(), 1, 'Рим'),
    when: { type: 'postStarted', tourNumber: 1, answers: [{ questionNumber: 1, text: 'Рим', confidence: false }], saving: false },
    then: (s) => expect(marks(s)[0]).toBe('sending'),
  },
  {
    event: 'postStarted',
    name: 'a send (saving) locks answering',
    given: open,
    when: { type: 'postStarted', tourNumber: 1, answers: [], saving: true },
    then: (s) => expect(s.submitting).toBe(true),
  },
  {
    event: 'postSucceeded',
    name: 'a draft post marks what the server now holds as received; later edits stay unsent',
    given: () =>
      reduce(
        typed(open(), 1, 'Рим'),
        { type: 'postStarted', tourNumber: 1, answers: [{ questionNumber: 1, text: 'Рим', confidence: false }], saving: false },
        {
          type: 'answerTyped',
          questionNumber: 2,
          value: { text: 'Оз', confidence: false },
          now: SERVER_NOW,
        },
      ),
    when: { type: 'postSucceeded', tourNumber: 1, answers: [stored(1, 'Рим')], posted: [1], saving: false, submitted: false },
    then: (s) => expect(marks(s)).toEqual(['received', 'pending', 'empty']),
  },
  {
    event: 'postSucceeded',
    name: 'a send (saving) locks answering and clears the sheet after success',
    given: () => reduce(typed(open(), 1, 'Рим'), { type: 'postStarted', tourNumber: 1, answers: [], saving: true }),
    when: { type: 'postSucceeded', tourNumber: 1, answers: [stored(1, 'Рим')], posted: [1], saving: true, submitted: true },
    then: (s) => expect(s).toMatchObject({ isAnswered: true, submitting: false, sheet: [] }),
  },
  {
    event: 'postFailed',
    name: 'a passing failure keeps the answers unsent (they go out on retry)',
    given: () =>
      reduce(typed(open(), 1, 'Рим'), { type: 'postStarted', tourNumber: 1, answers: [{ questionNumber: 1, text: 'Рим', confidence: false }], saving: false }),
    when: { type: 'postFailed', tourNumber: 1, saving: false, final: false },
    then: (s) => {
      expect(marks(s)[0]).toBe('pending');
      expect(s.announcement).toBeNull();
    },
  },
  {
    event: 'postFailed',
    name: 'a final failure of the collection says so',
    given: () => reduce(open(), { type: 'tourClosed', tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW, collecting: true }),
    when: { type: 'postFailed', tourNumber: 1, saving: true, final: true },
    then: (s) => {
      expect(s.collect?.state).toBe('failed');
      expect(s.announcement?.key).toBe('sendFailed');
    },
  },
  {
    event: 'typingHinted',
    name: 'shows who is typing which question (one hint per teammate)',
    given: () => reduce(open(), { type: 'typingHinted', userName: 'Аня', tourNumber: 1, questionNumber: 1, until: 10 }),
    when: { type: 'typingHinted', userName: 'Аня', tourNumber: 1, questionNumber: 3, until: 20 },
    then: (s) => expect(s.typing).toEqual([{ userName: 'Аня', questionNumber: 3, until: 20 }]),
  },
  {
    event: 'typingExpired',
    name: 'drops hints past their time',
    given: () => reduce(open(), { type: 'typingHinted', userName: 'Аня', tourNumber: 1, questionNumber: 1, until: 10 }),
    when: { type: 'typingExpired', now: 11 },
    then: (s) => expect(s.typing).toEqual([]),
  },
  { event: 'tabSelected', name: 'switches the tab', given: idle, when: { type: 'tabSelected', tab: 'rules' }, then: (s) => expect(s.tab).toBe('rules') },
  {
    event: 'notificationsSeen',
    name: 'marks notifications seen',
    given: () => reduce(idle(), { type: 'answersChecked', tourNumber: 1 }, { type: 'answersChecked', tourNumber: 2 }),
    when: { type: 'notificationsSeen', ids: ['checked-1'] },
    then: (s) => expect(s.notifications.map((n) => n.seen)).toEqual([true, false]),
  },
  {
    event: 'streamToggled',
    name: 'turns the stream off',
    given: idle,
    when: { type: 'streamToggled', enabled: false },
    then: (s) => expect(s.streamEnabled).toBe(false),
  },
  {
    event: 'connectionLost',
    name: 'is announced assertively',
    given: idle,
    when: { type: 'connectionLost' },
    then: (s) => expect(s.announcement).toMatchObject({ key: 'connectionLost', politeness: 'assertive' }),
  },
  {
    event: 'connectionBack',
    name: 'is announced politely, with a new id each time',
    given: () => reduce(idle(), { type: 'connectionLost' }),
    when: { type: 'connectionBack' },
    then: (s, before) => {
      expect(s.announcement).toMatchObject({ key: 'connectionBack', politeness: 'polite' });
      expect(s.announcement!.id).toBe(before.announcement!.id + 1);
    },
  },
];

describe('participant state machine', () => {
  it.each(table.map((row) => [row.event, row.name, row] as const))('%s: %s', (_, __, row) => {
    const before = row.given();
    row.then(participantReducer(before, row.when), before);
  });

  it('covers every event type', () => {
    const all: ParticipantEventType[] = [
      'screenLoaded',
      'tourStarted',
      'answersOpened',
      'tourClosed',
      'tourOpened',
      'answersReceived',
      'resendRequested',
      'gameFinished',
      'welcomed',
      'teammatesCounted',
      'teamsOnlineChanged',
      'icqChatIdReceived',
      'reactionsUpdated',
      'reactionOccurred',
      'reactionsCleared',
      'chatLockChanged',
      'answersChecked',
      'appealResolved',
      'scoresUpdated',
      'answerTyped',
      'answerFocused',
      'answerBlurred',
      'draftReceived',
      'postStarted',
      'postSucceeded',
      'postFailed',
      'typingHinted',
      'typingExpired',
      'tabSelected',
      'notificationsSeen',
      'streamToggled',
      'connectionLost',
      'connectionBack',
    ];
    expect(new Set(table.map((row) => row.event))).toEqual(new Set(all));
  });

  it("announces a round's receipt once, though every member's collection makes the server say it", () => {
    const closed = reduce(open(), { type: 'tourClosed', tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW, collecting: true });
    const first = reduce(closed, { type: 'answersReceived', tourNumber: 1 });
    expect(first.announcement).toMatchObject({ key: 'answersReceived', values: { tour: 1 } });
    const again = reduce(first, { type: 'answersReceived', tourNumber: 1 });
    // The announcer reads a new announcement (a new id); the same one is not read again.
    expect(again.announcement).toBe(first.announcement);
    expect(again.collect).toEqual({ tourNumber: 1, state: 'received' });
    // The next round's receipt is news again.
    const next = reduce(
      again,
      { type: 'tourStarted', tourNumber: 2, numberOfQuestions: 3, canAnswer: true, presentation: { tourNumber: 2, questions: [] }, cached: [] },
      { type: 'answersReceived', tourNumber: 2 },
    );
    expect(next.announcement).toMatchObject({ key: 'answersReceived', values: { tour: 2 } });
  });

  it("the newer edit wins at any spacing: a teammate's answer typed 300 ms before mine, posted first, does not replace mine", () => {
    // Mine typed at +300 ms and not posted yet; theirs typed at +0, posted a second later (updatedAt is the edit's time).
    let s = reduce(open(), { type: 'answerTyped', questionNumber: 1, value: { text: 'Bravo', confidence: false }, now: SERVER_NOW + 300 });
    s = reduce(s, { type: 'draftReceived', tourNumber: 1, answers: [stored(1, 'Alpha', SERVER_NOW)] });
    expect(texts(s)[0]).toBe('Bravo');
    expect(marks(s)[0]).toBe('pending');
  });

  it('a post whose older edit the server did not keep takes the newer stored answer, and sends nothing again', () => {
    let s = reduce(open(), { type: 'answerTyped', questionNumber: 1, value: { text: 'Alpha', confidence: false }, now: SERVER_NOW });
    s = reduce(s, { type: 'postStarted', tourNumber: 1, answers: [{ questionNumber: 1, text: 'Alpha', confidence: false }], saving: false });
    s = reduce(s, { type: 'postSucceeded', tourNumber: 1, answers: [stored(1, 'Bravo', SERVER_NOW + 300)], posted: [1], saving: false, submitted: false });
    expect(texts(s)[0]).toBe('Bravo');
    expect(marks(s)[0]).toBe('received');
  });

  it("typing again after a teammate's answer was held makes mine the newer edit: the notice goes, mine is sent", () => {
    let s = reduce(
      open(),
      { type: 'answerFocused', questionNumber: 1 },
      { type: 'draftReceived', tourNumber: 1, answers: [stored(1, 'их', SERVER_NOW + 5000)] },
    );
    expect(s.heldAnswer).toMatchObject({ text: 'их', userName: null });
    expect(texts(s)[0]).toBe('');
    s = reduce(
      s,
      { type: 'answerTyped', questionNumber: 1, value: { text: 'моё', confidence: false }, now: SERVER_NOW + 6000 },
      { type: 'answerBlurred', questionNumber: 1 },
    );
    expect(s.heldAnswer).toBeNull();
    expect(texts(s)[0]).toBe('моё');
    expect(marks(s)[0]).toBe('pending');
  });

  it('plays a round from start to collection', () => {
    let s = idle();
    s = reduce(s, { type: 'tourStarted', tourNumber: 1, numberOfQuestions: 3, canAnswer: false, presentation: { tourNumber: 1, questions: [] }, cached: [] });
    s = reduce(s, { type: 'answersOpened', tourNumber: 1 });
    s = typed(s, 1, 'Москва');
    s = reduce(s, { type: 'postStarted', tourNumber: 1, answers: [{ questionNumber: 1, text: 'Москва', confidence: false }], saving: false });
    s = reduce(s, { type: 'postSucceeded', tourNumber: 1, answers: [stored(1, 'Москва')], posted: [1], saving: false, submitted: false });
    expect(marks(s)[0]).toBe('received');
    s = reduce(s, { type: 'tourClosed', tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW + 15_000, collecting: true });
    s = reduce(s, { type: 'answersReceived', tourNumber: 1 });
    expect(s).toMatchObject({ currentTour: null, lastClosedTour: 1, collect: { tourNumber: 1, state: 'received' } });
  });
});
