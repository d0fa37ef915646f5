import { Hono } from 'hono';
import { apiFamilies } from '@/contract/families';
import type { ParticipantListReply } from '@/contract/schemas/live';
import { apiError } from '../../api-errors/api-error';

/**
 * The reference backend's endpoints beyond the spec that a platform built to the spec would not have
 * (contract/README.md, "Spec-only switch"). With SPEC_ONLY they answer 404 exactly like an unknown path.
 */
const additionRoutes: ReadonlyArray<{ method: 'GET' | 'PATCH'; path: string }> = [
  { method: 'GET', path: `${apiFamilies.live}/participants/mine` },
  { method: 'GET', path: `${apiFamilies.live}/experts/games/:id/answers/groups` },
  { method: 'PATCH', path: `${apiFamilies.live}/experts/games/:id/answers/groups` },
  { method: 'PATCH', path: `${apiFamilies.live}/experts/games/:id/appeals/:appealId` },
  { method: 'GET', path: `${apiFamilies.chats}/chats/GAME/:id/messages` },
];

/** Mounted before every other route when SPEC_ONLY is on, so the addition's own handler never runs. */
export function createSpecOnlyRoutes() {
  const app = new Hono();
  for (const route of additionRoutes) {
    app.on(route.method, route.path, () => {
      throw apiError(404, 'http.not_found');
    });
  }
  return app;
}

/**
 * GET participants/{id}/list as the spec names it: `items (id, scoresSum, scores)` and nothing else (no name, city,
 * place, playersOnline; no scoresShown, shownTours, total). The screen takes the names from GET games/{id}/participants
 * and computes the places (contract/README.md, "Spec-only switch").
 */
export const specOnlyList = (reply: ParticipantListReply): ParticipantListReply => ({
  items: reply.items.map((item) => ({ id: item.id, scoresSum: item.scoresSum, scores: item.scores })),
});
