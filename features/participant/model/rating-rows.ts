import type { NamedRatingRow } from '../types';

/**
 * What the rating's virtual list shows: team rows, and with clusters (ru locale settings, `useClusters`) a header
 * before each cluster. A cluster is the teams sharing one total once scores are shown: competition ranking gives
 * them one place, so the header reads "places 4–6 · 12 points"; before any scores there is one cluster, no header.
 */
export type RatingLine =
  { kind: 'cluster'; key: string; from: number; to: number; points: number; teams: number } | { kind: 'team'; key: string; row: NamedRatingRow };

export interface RatingView {
  cityId: number | null;
  query: string;
}

export function filterRating(rows: readonly NamedRatingRow[], view: RatingView): NamedRatingRow[] {
  const query = view.query.trim().toLocaleLowerCase();
  return rows.filter((row) => (view.cityId === null || row.city?.id === view.cityId) && (!query || row.name.toLocaleLowerCase().includes(query)));
}

export function ratingLines(rows: readonly NamedRatingRow[], clusters: boolean, scoresShown: boolean): RatingLine[] {
  const teams = (list: readonly NamedRatingRow[]) => list.map((row): RatingLine => ({ kind: 'team', key: `t${row.id}`, row }));
  if (!clusters || !scoresShown) return teams(rows);
  const lines: RatingLine[] = [];
  let start = 0;
  while (start < rows.length) {
    const points = rows[start]!.scoresSum;
    let end = start;
    while (end + 1 < rows.length && rows[end + 1]!.scoresSum === points) end++;
    const group = rows.slice(start, end + 1);
    const from = group[0]!.place ?? start + 1;
    lines.push({ kind: 'cluster', key: `c${points}-${from}`, from, to: from + group.length - 1, points, teams: group.length });
    lines.push(...teams(group));
    start = end + 1;
  }
  return lines;
}

/** The cities present in the rating, by name, for the city filter. */
export function ratingCities(rows: readonly NamedRatingRow[]): { id: number; name: string }[] {
  const cities = new Map<number, string>();
  for (const row of rows) if (row.city) cities.set(row.city.id, row.city.name);
  return [...cities].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
