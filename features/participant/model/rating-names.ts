import type { GameTeam, NamedRating, NamedRatingRow, Rating, RatingRow } from '../types';

const named = (row: RatingRow): row is NamedRatingRow => row.name !== null;

/** Whether the list left the teams' names out (the spec's list: id, scoresSum, scores), so the game's teams name them. */
export const ratingNeedsTeams = (rating: Rating): boolean => !rating.rows.every(named);

/**
 * Names the rating's teams: the list's own names when it has them (the reference backend's), else each team's name
 * and city from GET games/{id}/participants; a team that list does not have (registered after it was read) is
 * `unnamed(id)`. A list named here is ordered by place, then name, then id, as the reference backend orders its own.
 */
export function nameRating(rating: Rating, teams: readonly GameTeam[], unnamed: (id: number) => string): NamedRating {
  const rows = rating.rows;
  if (rows.every(named)) return { ...rating, rows };
  const byId = new Map(teams.map((team) => [team.id, team]));
  const withNames = rows.map((row): NamedRatingRow => {
    if (named(row)) return row;
    const team = byId.get(row.id);
    return { ...row, name: team?.name ?? unnamed(row.id), city: team?.city ?? null };
  });
  withNames.sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || a.name.localeCompare(b.name) || a.id - b.id);
  return { ...rating, rows: withNames };
}
