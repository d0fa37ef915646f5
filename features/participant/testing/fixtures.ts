import type { ParticipantScreenWire, ResultItemWire, StoredSheetWire } from '@/contract/schemas/live';
import { toScreen } from '../api/to-participant';
import type { ParticipantScreen } from '../types';

export const SERVER_NOW = Date.parse('2026-11-21T10:00:00.000+00:00');
export const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** GET participants/{id}/status as the reference backend sends it (a live game, no round under way). */
export function screenWire(overrides: Partial<ParticipantScreenWire> = {}): ParticipantScreenWire {
  return {
    id: 7,
    gameId: 3,
    name: 'Эрудиты',
    stream: null,
    currentTour: null,
    numberOfQuestions: 3,
    startedAt: iso(SERVER_NOW - 600_000),
    gameName: 'Классическая игра',
    isFinished: false,
    canAnswer: false,
    isAnswered: false,
    icqChatId: null,
    status: 'READY',
    currency: 'RUB',
    price: 899,
    email: 'player@quiz.test',
    promo: null,
    promoId: null,
    mechanicsState: { TUTS: { active: false, reactions: [] } },
    mechanics: ['TUTS'],
    hasConfidence: true,
    appearance: null,
    gameType: 'classic',
    gameLanguage: 'ru',
    numberOfTours: 7,
    lastShownTour: 0,
    lastClosedTour: 0,
    acceptingUntil: null,
    presentation: null,
    teammatesOnline: 1,
    membersCount: 3,
    serverTime: iso(SERVER_NOW),
    ...overrides,
  };
}

export const screen = (overrides: Partial<ParticipantScreenWire> = {}): ParticipantScreen => toScreen(screenWire(overrides));

export function storedSheetWire(
  answers: { questionNumber: number; text: string; confidence?: boolean }[],
  overrides: Partial<StoredSheetWire> = {},
): StoredSheetWire {
  return {
    resultId: 11,
    tourNumber: 1,
    status: 'DRAFT',
    isAnswered: false,
    submittedAt: null,
    acceptingUntil: null,
    answers: answers.map((a) => ({ questionNumber: a.questionNumber, text: a.text, confidence: a.confidence ?? false, updatedAt: iso(SERVER_NOW) })),
    ...overrides,
  };
}

export function resultItemWire(overrides: Partial<ResultItemWire> = {}): ResultItemWire {
  return {
    id: 11,
    tourNumber: 1,
    status: 'CHECKED',
    isAnswered: true,
    isChecked: true,
    isConfidence: true,
    participantId: 7,
    participantName: 'Эрудиты',
    score: 1,
    submittedAt: iso(SERVER_NOW),
    checkedAt: iso(SERVER_NOW),
    answers: [
      { questionNumber: 1, text: 'Москва', confidence: false, updatedAt: iso(SERVER_NOW), isCorrect: true, score: 1, correctAnswer: 'Москва' },
      { questionNumber: 2, text: 'Париж', confidence: false, updatedAt: iso(SERVER_NOW), isCorrect: false, score: 0, correctAnswer: 'Рим' },
    ],
    correctAnswers: { '1': 'Москва', '2': 'Рим', '3': 'Лиссабон' },
    appeals: {},
    ...overrides,
  };
}
