import { normaliseAnswer } from '@/contract/answer-normalisation';
import type { AnswerGroupsReply, CorrectAnswersReply, ExpertAppealWire, ExpertGameStateWire, ExpertGameWire, ExpertSheetWire } from '@/contract/schemas/expert';
import type { ReactionWire } from '@/contract/schemas/live';
import type { Blank, CorrectAnswer, CorrectAnswers, ExpertAppeal, ExpertGame, GameState, GroupQuestion, GroupSheet, Reaction } from '../types';

/** Wire replies of /experts/** reshaped into the console's own types. */

const toMs = (iso: string): number => Date.parse(iso);

export const toReaction = (wire: ReactionWire): Reaction => ({ participantId: wire.participantId, name: wire.name, order: wire.order });
export const sortReactions = (list: Reaction[]): Reaction[] => [...list].sort((a, b) => a.order - b.order);

export const toExpertGame = (wire: ExpertGameWire): ExpertGame => ({
  id: wire.id,
  name: wire.name,
  stream: wire.stream,
  startsAt: toMs(wire.startsAt),
  cityName: wire.city.name,
  numberOfTours: wire.numberOfTours,
  numberOfQuestions: wire.numberOfQuestions,
  hasConfidence: wire.hasConfidence,
  isFinished: wire.isFinished,
  participantsCount: wire.participantsCount,
});

export const toGameState = (wire: ExpertGameStateWire): GameState => ({
  tourNumber: wire.tourNumber,
  canAnswer: wire.canAnswer,
  lastShownTour: wire.lastShownTour,
  lastClosedTour: wire.lastClosedTour,
  numberOfTours: wire.numberOfTours,
  numberOfQuestions: wire.numberOfQuestions,
  acceptingUntil: wire.acceptingUntil === null ? null : toMs(wire.acceptingUntil),
  shownTours: wire.shownTours,
  isFinished: wire.isFinished,
  sheetsInStack: wire.sheetsInStack,
  sheetsInTour: wire.sheetsInTour,
  connectedParticipants: wire.connectedParticipants,
  chatLocked: wire.chatStatus === 'LOCKED',
  mechanics: {
    TUTS: { active: wire.mechanics.TUTS.active, reactions: sortReactions(wire.mechanics.TUTS.reactions.map(toReaction)) },
  },
  gameMechanics: wire.gameMechanics,
});

/** The correct answer of one question, if GET .../answers has it. */
export const correctAnswerOf = (answers: CorrectAnswers | undefined, tourNumber: number, questionNumber: number): CorrectAnswer | undefined =>
  answers?.find((round) => round.tourNumber === tourNumber)?.questions.find((question) => question.questionNumber === questionNumber);

/**
 * A sheet as a blank, with the correct answers of its round (GET .../answers). Each answered question starts from
 * the group decision when there is one, else from the normalisation hint (the answer equals an accepted wording;
 * the server's hint when it sends one, else worked out here the same way): the expert confirms with Enter or
 * changes it. Unanswered questions are wrong and are not toggled.
 */
export function toBlank(wire: ExpertSheetWire, answers: CorrectAnswers): Blank {
  return {
    id: wire.id,
    participantId: wire.participantId,
    participantName: wire.participantName,
    tourNumber: wire.tourNumber,
    isConfidence: wire.isConfidence,
    resolved: false,
    questions: wire.answers.map((answer) => {
      const question = correctAnswerOf(answers, wire.tourNumber, answer.questionNumber);
      const answered = answer.text.trim() !== '';
      const accepted = question?.acceptedAnswers ?? [];
      const normalised = normaliseAnswer(answer.text);
      const suggested = answer.suggested ?? (normalised !== '' && accepted.some((item) => normaliseAnswer(item) === normalised));
      return {
        id: answer.questionNumber,
        questionText: question?.text ?? '',
        userAnswer: answer.text,
        confidence: answer.confidence,
        correctAnswer: question?.answer ?? '',
        acceptedAnswers: accepted,
        comment: question?.comment ?? null,
        suggested,
        isCorrect: answered && (answer.isCorrect ?? suggested),
      };
    }),
  };
}

export const toCorrectAnswers = (wire: CorrectAnswersReply): CorrectAnswers =>
  wire.items.map((round) => ({
    tourNumber: round.tourNumber,
    questions: round.questions.map(({ questionNumber, text, answer, acceptedAnswers, comment }) => ({
      questionNumber,
      text,
      answer,
      acceptedAnswers,
      comment,
    })),
  }));

/** PATCH .../results/{id} body: every answered question -> its decision (blank answers are wrong anyway). */
export const decisionsOf = (blank: Blank): Record<string, boolean> =>
  Object.fromEntries(blank.questions.filter((q) => q.userAnswer.trim() !== '').map((q) => [String(q.id), q.isCorrect]));

export const toExpertAppeal = (wire: ExpertAppealWire): ExpertAppeal => ({
  id: wire.id,
  participantName: wire.participantName,
  tourNumber: wire.tourNumber,
  questionNumber: wire.questionNumber,
  questionText: wire.questionText,
  concern: wire.concern,
  participantAnswer: wire.participantAnswer,
  correctAnswer: wire.correctAnswer,
  acceptedAnswers: wire.acceptedAnswers,
  status: wire.status,
  response: wire.response,
  expertComment: wire.expertComment,
  createdAt: toMs(wire.createdAt),
  resolvedBy: wire.resolvedBy?.name ?? null,
});

/** Groups with their teams: each group's resultIds looked up in the reply's sheet list (sent once per reply). */
export function toGroupQuestions(wire: AnswerGroupsReply): GroupQuestion[] {
  const sheets = new Map<number, GroupSheet>((wire.sheets ?? []).map((sheet) => [sheet.id, { ...sheet }]));
  return wire.questions.map((question) => ({
    questionNumber: question.questionNumber,
    text: question.text,
    answer: question.answer,
    groups: question.groups.map((group) => ({
      key: group.key,
      variants: group.variants,
      count: group.count,
      decision: group.decision,
      mixed: group.mixed,
      suggested: group.suggested,
      sheets: group.resultIds.flatMap((id) => sheets.get(id) ?? []),
    })),
  }));
}
