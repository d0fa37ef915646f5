import { resolveAppealRequestSchema, type ExpertAppealWire } from '@/contract/schemas/expert';
import { appealRequestSchema, type AppealStatus, type AppealWire } from '@/contract/schemas/live';
import { apiError } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { UserRow } from '../users/users-repo';
import { sendScores } from './controls';
import type { EngineContext } from './engine-context';
import type { ExpertViews } from './expert-views';
import { conflict, resultsOpen, unprocessable } from './game-error';
import { checkIdempotencyKey, requestHash, type IdempotencyStore, type StoredReply } from './idempotency';
import type { ParticipantAccess } from './participant-access';
import type { Rating } from './rating';
import type { ResultsStore } from './results-store';
import { answersRevealed } from './reveal';
import { iso, isoOrNull } from './wire-time';

interface AppealRow {
  id: number;
  result_id: number;
  participant_id: number;
  game_id: number;
  tour_number: number;
  question_number: number;
  concern: string;
  status: AppealStatus;
  response: string | null;
  expert_comment: string | null;
  created_at: number;
  resolved_at: number | null;
  resolved_by_user_id: number | null;
  participant_name: string;
  resolver_name: string | null;
  created_by_user_id: number | null;
  author_name: string | null;
  answer_text: string | null;
  result_status: 'DRAFT' | 'SUBMITTED' | 'CHECKED';
}

const SELECT = `SELECT a.*, t.name AS participant_name, u.name AS resolver_name, author.name AS author_name,
    ra.text AS answer_text, r.status AS result_status
  FROM appeals a JOIN participants p ON p.id = a.participant_id JOIN teams t ON t.id = p.team_id
  JOIN results r ON r.id = a.result_id
  LEFT JOIN users u ON u.id = a.resolved_by_user_id
  LEFT JOIN users author ON author.id = a.created_by_user_id
  LEFT JOIN result_answers ra ON ra.result_id = a.result_id AND ra.question_number = a.question_number`;

/** Appeals: one per question on an answer judged wrong; resolved once by an expert. */
export function createAppeals(
  ctx: EngineContext,
  deps: {
    results: ResultsStore;
    idempotency: IdempotencyStore;
    access: ParticipantAccess;
    views: ExpertViews;
    rating: (gameId: number) => Rating;
  },
) {
  const { db, store } = ctx;
  const { results, idempotency, access, views } = deps;
  const byId = db.prepare(`${SELECT} WHERE a.id = ?`);
  const ofGame = db.prepare(`${SELECT} WHERE a.game_id = ? ORDER BY a.status = 'PENDING' DESC, a.created_at DESC, a.id DESC`);
  const ofParticipant = db.prepare(`${SELECT} WHERE a.participant_id = ? ORDER BY a.id`);
  const exists = db.prepare('SELECT 1 FROM appeals WHERE result_id = ? AND question_number = ?');
  const insert = db.prepare(`INSERT INTO appeals (result_id, participant_id, game_id, tour_number, question_number, concern,
    created_by_user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const resolve = db.prepare(`UPDATE appeals SET status = ?, response = ?, expert_comment = ?, resolved_by_user_id = ?,
    resolved_at = ? WHERE id = ?`);

  const question = (row: AppealRow) => views.correctAnswers(row.game_id, row.tour_number).find((item) => item.questionNumber === row.question_number);

  const playerView = (row: AppealRow): AppealWire => {
    const state = store.state(row.game_id);
    const revealed = answersRevealed(state, store.tour(row.game_id, row.tour_number), ctx.now());
    return {
      id: row.id,
      resultId: row.result_id,
      tourNumber: row.tour_number,
      questionNumber: row.question_number,
      concern: row.concern,
      response: row.response,
      status: row.status,
      participantAnswer: row.answer_text ?? '',
      correctAnswer: revealed ? (question(row)?.answer ?? null) : null,
      createdAt: iso(row.created_at),
      resolvedAt: isoOrNull(row.resolved_at),
      author: row.created_by_user_id !== null && row.author_name !== null ? { userId: row.created_by_user_id, name: row.author_name } : null,
    };
  };

  const expertView = (row: AppealRow): ExpertAppealWire => {
    const q = question(row);
    return {
      id: row.id,
      participantId: row.participant_id,
      participantName: row.participant_name,
      resultId: row.result_id,
      tourNumber: row.tour_number,
      questionNumber: row.question_number,
      questionText: q?.text ?? '',
      concern: row.concern,
      participantAnswer: row.answer_text ?? '',
      correctAnswer: q?.answer ?? '',
      acceptedAnswers: q?.acceptedAnswers ?? [],
      status: row.status,
      response: row.response,
      expertComment: row.expert_comment,
      createdAt: iso(row.created_at),
      resolvedAt: isoOrNull(row.resolved_at),
      resolvedBy: row.resolved_by_user_id !== null ? { id: row.resolved_by_user_id, name: row.resolver_name ?? '' } : null,
    };
  };

  function create(user: UserRow, participantId: number, resultId: number, body: Record<string, unknown>, rawKey: string | undefined): StoredReply {
    const participant = access.player(user, participantId);
    const key = checkIdempotencyKey(rawKey);
    const request = validate(appealRequestSchema, body);
    const hash = requestHash(`appeal:${participant.id}:${resultId}`, body);
    return ctx.transact((out) => {
      const replayed = idempotency.replay(user.id, key, hash);
      if (replayed) return replayed;
      const result = results.byId(resultId);
      if (!result || result.participant_id !== participant.id) throw apiError(404, 'http.not_found');
      if (store.game(result.game_id).finished_at !== null) throw unprocessable('questionNumber', 'appeals_closed');
      const answer = results.answers(result.id).find((item) => item.question_number === request.questionNumber);
      const rejected = result.status === 'CHECKED' && answer !== undefined && answer.text.trim() !== '' && answer.is_correct === 0;
      if (!rejected) throw unprocessable('questionNumber', 'appeal_not_rejected');
      if (exists.get(result.id, request.questionNumber)) throw unprocessable('questionNumber', 'appeal_exists');
      const now = ctx.now();
      const id = Number(
        insert.run(result.id, participant.id, result.game_id, result.tour_number, request.questionNumber, request.concern, user.id, now).lastInsertRowid,
      );
      const appeal = playerView(byId.get(id) as AppealRow);
      out.toParticipant(participant.id, 'AppealCreated', { appeal });
      for (const expertId of store.staffIds(result.game_id)) out.toExperts(result.game_id, 'NewAppeal', { expertId, appealId: id });
      const reply: StoredReply = { status: 201, body: appeal };
      idempotency.remember(user.id, key, hash, reply);
      return reply;
    });
  }

  const find = (gameId: number, appealId: number): AppealRow => {
    const row = byId.get(appealId) as AppealRow | undefined;
    if (!row || row.game_id !== gameId) throw apiError(404, 'http.not_found');
    return row;
  };

  function resolveAppeal(gameId: number, appealId: number, expertId: number, body: Record<string, unknown>): ExpertAppealWire {
    const request = validate(resolveAppealRequestSchema, body);
    return ctx.transact((out) => {
      const row = find(gameId, appealId);
      resultsOpen(store, gameId);
      if (row.status !== 'PENDING') throw conflict('appeal_resolved');
      const now = ctx.now();
      const comment = request.expertComment?.trim() ? request.expertComment.trim() : null;
      resolve.run(request.status, request.response, comment, expertId, now, appealId);
      if (request.status === 'APPROVED') {
        results.setCorrect(row.result_id, row.question_number, true);
        const score = results.rescore(row.result_id, store.state(gameId).has_confidence === 1, now);
        out.toParticipant(row.participant_id, 'AnswersChecked', {
          participantId: row.participant_id,
          tourNumber: row.tour_number,
          resultId: row.result_id,
          score,
        });
      }
      const updated = find(gameId, appealId);
      out.toParticipant(row.participant_id, 'AppealResolved', { appeal: playerView(updated) });
      out.toExperts(gameId, 'AppealResolved', { appealId, status: request.status });
      if (request.status === 'APPROVED') sendScores(out, gameId, deps.rating(gameId));
      return expertView(updated);
    });
  }

  return {
    create,
    resolve: resolveAppeal,
    list: (gameId: number) => ({ items: (ofGame.all(gameId) as AppealRow[]).map(expertView) }),
    get: (gameId: number, appealId: number) => expertView(find(gameId, appealId)),
    /** The team's appeals keyed by tour, then question (for the results view). */
    ofParticipant: (participantId: number) => (ofParticipant.all(participantId) as AppealRow[]).map((row) => playerView(row)),
  };
}
