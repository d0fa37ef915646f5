'use client';
import { useQuery } from '@tanstack/react-query';
import { participantQueries } from '../api/participant-queries';
import type { ParticipantScreen, ResultCard } from '../types';
import { useParticipantServices } from './participant-services';

/**
 * The participant screen from the query cache (hydrated from the server render, refreshed on resync): the server's
 * snapshot, read only for what no live event changes (the game's id, type, name, rounds, stream, appearance,
 * mechanics). The round state it also carries (status, current round, answering, question count, confidence) is
 * the store's: the store takes it from this snapshot on load and resync, events keep it current, and components read
 * it from the store (`useParticipant`), never from here, where it is stale after the first event.
 */
export function useScreen<T = ParticipantScreen>(select?: (screen: ParticipantScreen) => T): T {
  const { api, participantId, initialScreen } = useParticipantServices();
  const query = useQuery({ ...participantQueries.status(api, participantId), select });
  return (query.data ?? (select ? select(initialScreen) : initialScreen)) as T;
}

/** The team's result cards (by round). */
export function useResultCards() {
  const { api, participantId } = useParticipantServices();
  return useQuery(participantQueries.results(api, participantId));
}

export const cardOf = (cards: ResultCard[] | undefined, tourNumber: number | null) =>
  tourNumber === null ? undefined : cards?.find((card) => card.tourNumber === tourNumber);
