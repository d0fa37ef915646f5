'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { participantQueries } from '../api/participant-queries';
import { nameRating, ratingNeedsTeams } from '../model/rating-names';
import type { NamedRating } from '../types';
import { useParticipantServices } from './participant-services';
import { useScreen } from './use-screen';

/**
 * The rating with every team named. A list without names (the spec's: id, scoresSum, scores) is named from the
 * game's teams (GET games/{id}/participants, the teams tab's query), read only then; until it arrives the rating is
 * still loading, and if it fails the teams are named by number.
 */
export function useNamedRating(): { rating: NamedRating | undefined; isError: boolean } {
  const t = useTranslations('participant.rating');
  const { api, participantId } = useParticipantServices();
  const gameId = useScreen((s) => s.gameId);
  const list = useQuery(participantQueries.rating(api, participantId));
  const needsTeams = list.data ? ratingNeedsTeams(list.data) : false;
  const teams = useQuery({ ...participantQueries.gameTeams(api, gameId), enabled: needsTeams });
  const teamsSettled = !needsTeams || teams.data !== undefined || teams.isError;
  const rating = useMemo(
    () => (list.data && teamsSettled ? nameRating(list.data, teams.data ?? [], (id) => t('unnamedTeam', { id })) : undefined),
    [list.data, teams.data, teamsSettled, t],
  );
  return { rating, isError: list.isError };
}
