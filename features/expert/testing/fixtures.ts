import type { AnswerGroupsReply, CorrectAnswersReply, ExpertGameStateWire, ExpertSheetWire } from '@/contract/schemas/expert';
import { toCorrectAnswers, toGameState } from '../api/to-expert';
import type { Blank, CorrectAnswers, ExpertGame, GameState } from '../types';

/** The first round's waiting state as the API sends it (`currentTour`, the control replies, `GameStateChanged`). */
export const gameStateWire = (overrides: Partial<ExpertGameStateWire> = {}): ExpertGameStateWire => ({
  tourNumber: null,
  canAnswer: false,
  mechanics: { TUTS: { active: false, reactions: [] } },
  gameMechanics: ['TUTS'],
  lastShownTour: 0,
  numberOfTours: 7,
  numberOfQuestions: 3,
  lastClosedTour: 0,
  acceptingUntil: null,
  shownTours: 0,
  isFinished: false,
  sheetsInStack: 0,
  sheetsInTour: 0,
  connectedParticipants: 0,
  chatStatus: 'UNLOCKED',
  ...overrides,
});

/** A game in its first round's waiting state, as the console holds it: 7 rounds of 3 questions, nothing played yet. */
export const gameState = (overrides: Partial<GameState> = {}): GameState => ({ ...toGameState(gameStateWire()), ...overrides });

export const expertGame = (overrides: Partial<ExpertGame> = {}): ExpertGame => ({
  id: 5,
  name: 'Квиз в Москве',
  stream: null,
  startsAt: Date.parse('2025-03-19T09:00:00Z'),
  cityName: 'Москва',
  numberOfTours: 7,
  numberOfQuestions: 3,
  hasConfidence: true,
  isFinished: false,
  participantsCount: 12,
  ...overrides,
});

export const sheetWire = (id: number, overrides: Partial<ExpertSheetWire> = {}): ExpertSheetWire => ({
  id,
  participantId: 100 + id,
  participantName: `Команда ${id}`,
  tourNumber: 1,
  isConfidence: true,
  submittedAt: '2025-03-19T09:10:00.000Z',
  lockedUntil: '2025-03-19T09:11:00.000Z',
  answers: [
    { questionNumber: 1, text: 'Пушкин', confidence: true, normalised: 'пушкин', suggested: true, isCorrect: null },
    { questionNumber: 2, text: 'Лондон', confidence: false, normalised: 'лондон', suggested: false, isCorrect: null },
    { questionNumber: 3, text: '', confidence: false, normalised: '', suggested: false, isCorrect: null },
  ],
  ...overrides,
});

/** The correct answers of round 1's three questions, as GET .../answers has them. */
export const correctAnswerWires = [1, 2, 3].map((n) => ({
  questionNumber: n,
  text: `Вопрос ${n}?`,
  answer: ['Пушкин', 'Париж', 'Рим'][n - 1]!,
  acceptedAnswers: [['Пушкин', 'А. С. Пушкин'], ['Париж'], ['Рим']][n - 1]!,
  comment: null,
}));

/** GET .../answers: round 1 as above, the other six rounds with the same questions. */
export const correctAnswersWire = (rounds = 7): CorrectAnswersReply => ({
  items: Array.from({ length: rounds }, (_, i) => ({ tourNumber: i + 1, questions: correctAnswerWires })),
});

type AnswerGroupWire = AnswerGroupsReply['questions'][number]['groups'][number];

/** The group of the answer "Пушкин" (question 1's correct one), undecided: one team's by default. */
export const pushkinGroup = (overrides: Partial<AnswerGroupWire> = {}): AnswerGroupWire => ({
  key: 'пушкин',
  variants: ['Пушкин'],
  count: 1,
  participantIds: [101],
  resultIds: [1],
  decision: null,
  mixed: false,
  suggested: true,
  ...overrides,
});

/** GET .../answers/groups of round 1: question 1 with these groups, and the round's sheets. */
export const answerGroupsWire = (groups: AnswerGroupWire[], sheets: AnswerGroupsReply['sheets']): AnswerGroupsReply => ({
  tourNumber: 1,
  questions: [{ ...correctAnswerWires[0]!, groups }],
  sheets,
});

/** The console's own shape of `correctAnswersWire()`. */
export const correctAnswers = (): CorrectAnswers => toCorrectAnswers(correctAnswersWire());

export const blank = (id: number, resolved = false): Blank => ({
  id,
  participantId: 100 + id,
  participantName: `Команда ${id}`,
  tourNumber: 1,
  isConfidence: true,
  resolved,
  questions: [
    {
      id: 1,
      questionText: 'Вопрос 1?',
      userAnswer: 'Пушкин',
      confidence: true,
      correctAnswer: 'Пушкин',
      acceptedAnswers: ['Пушкин'],
      comment: null,
      suggested: true,
      isCorrect: true,
    },
  ],
});
