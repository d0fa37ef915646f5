import type { CardsPage, CatalogueCard, RegisteredGame } from '../types';
import { gamePageOpensAt } from './card-state';

/**
 * A card as the player whose team is registered sees it: the "registered" badge (it wins over every other
 * state), a link to this game's own screen and, until it opens (1 hour before the start), when it opens.
 * Works from the card alone (no formatting), so the browser can apply it to the server's shared cards.
 */
export function asRegistered(card: CatalogueCard, participantId: number | null, now: number): CatalogueCard {
  const opensAt = gamePageOpensAt({ startsAt: new Date(card.startsAt) }).getTime();
  return {
    ...card,
    timeline: 'registered',
    // This game's own screen (a countdown until it opens), never whichever game is live now.
    gamePage: { open: now >= opensAt, path: participantId === null ? '/game' : `/game/${participantId}` },
  };
}

/**
 * The pages with the visitor's registrations laid over the shared ones (read without their session); pages read
 * with the session already hold them. Unchanged pages and cards keep their objects, so memoised cards do not render
 * again.
 */
export function withRegistrations(pages: CardsPage[], registered: readonly RegisteredGame[], now: number): CardsPage[] {
  if (registered.length === 0) return pages;
  const byGame = new Map(registered.map((game) => [game.id, game.participantId]));
  return pages.map((page) =>
    page.shared && page.cards.some((card) => byGame.has(card.id))
      ? { ...page, cards: page.cards.map((card) => (byGame.has(card.id) ? asRegistered(card, byGame.get(card.id)!, now) : card)) }
      : page,
  );
}
