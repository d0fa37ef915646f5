'use client';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { VirtualList, type VirtualListHandle } from '@/components/ui/virtual-list';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import { balancedBidi } from '@/contract/user-text';
import { filterRating, ratingLines, type RatingView } from '../../model/rating-rows';
import { useParticipantServices } from '../participant-services';
import { useNamedRating } from '../use-named-rating';
import type { PanelProps } from './game-tabs';
import { RatingFilters } from './rating-filters';
import styles from './rating.module.css';

const TEAM_ROW_PX = 52;
const CLUSTER_ROW_PX = 36;

/**
 * The rating: every team with its round scores and total (2,000 teams in a big game, so the rows are virtual:
 * only the visible ones are in the DOM). Where the language allows, a filter by city and team name; in ru,
 * clusters of teams sharing a total. Against the spec's list (id, scoresSum, scores) the names come from the game's
 * teams and the places from the totals (`useNamedRating`, api/to-participant.ts).
 */
export function RatingPanel({ locale }: PanelProps) {
  const t = useTranslations('participant.rating');
  const { participantId } = useParticipantServices();
  const settings = getLocaleSettings(locale);
  const { rating, isError } = useNamedRating();
  const [view, setView] = useState<RatingView>({ cityId: null, query: '' });
  const lines = useMemo(
    () => (rating ? ratingLines(filterRating(rating.rows, view), settings.useClusters, rating.scoresShown) : []),
    [rating, view, settings.useClusters],
  );
  const list = useRef<VirtualListHandle>(null);

  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (!rating) return <p aria-busy="true">{t('loading')}</p>;

  const rounds = rating.shownTours;
  // The team column gives way down to 7rem; below that the table scrolls sideways as a whole (head and rows
  // together) instead of clipping its last columns: the rows are positioned, so they need the width said.
  const columns = {
    '--cols': `3.25rem minmax(7rem, 1fr) ${rounds > 0 ? `repeat(${rounds}, 2.5rem) ` : ''}3.5rem`,
    '--row-min': `calc(${13.75 + rounds * 2.5}rem + ${(rounds + 2) * 4 + 24}px)`,
  } as CSSProperties;
  const mine = lines.findIndex((line) => line.kind === 'team' && line.row.id === participantId);
  return (
    <section aria-labelledby="rating-heading" className={styles.panel}>
      <div className={styles.toolbar}>
        <h2 id="rating-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.meta}>{rating.scoresShown ? t('shownTours', { count: rounds }) : t('noScores')}</p>
        {mine >= 0 ? (
          <button type="button" className={styles.button} onClick={() => list.current?.scrollToIndex(mine, { align: 'center' })}>
            {t('findMine')}
          </button>
        ) : null}
      </div>
      {settings.showFilterButtonInRating ? <RatingFilters rows={rating.rows} view={view} onChange={setView} /> : null}
      <VirtualList
        ref={list}
        items={lines}
        estimateSize={(i) => (lines[i]?.kind === 'cluster' ? CLUSTER_ROW_PX : TEAM_ROW_PX)}
        keyOf={(line) => line.key}
        overscan={8}
        className={styles.scroller}
        role="table"
        aria-label={t('tableLabel', { count: lines.filter((l) => l.kind === 'team').length })}
        aria-rowcount={lines.length + 1}
        style={columns}
        beforeList={
          <div role="rowgroup" className={styles.head}>
            <div role="row" aria-rowindex={1} className={styles.row}>
              <span role="columnheader">{t('place')}</span>
              <span role="columnheader">{t('team')}</span>
              {Array.from({ length: rounds }, (_, i) => (
                <span role="columnheader" key={i} className={styles.num}>
                  <abbr title={t('roundTitle', { tour: i + 1 })}>{t('roundShort', { tour: i + 1 })}</abbr>
                </span>
              ))}
              <span role="columnheader" className={styles.num}>
                {t('total')}
              </span>
            </div>
          </div>
        }
        list={{ as: 'div', role: 'rowgroup', className: styles.body }}
        renderRow={(line, item) => {
          if (line.kind === 'cluster') {
            return (
              <div {...item.props} role="row" aria-rowindex={item.index + 2} className={styles.cluster}>
                <span role="cell">
                  {line.teams > 1
                    ? t('cluster', { from: line.from, to: line.to, points: line.points, teams: line.teams })
                    : t('clusterOne', { from: line.from, points: line.points })}
                </span>
              </div>
            );
          }
          const row = line.row;
          return (
            <div {...item.props} role="row" aria-rowindex={item.index + 2} className={styles.row} data-mine={row.id === participantId || undefined}>
              <span role="cell">{row.place ?? '—'}</span>
              <span role="cell" className={styles.name} title={row.city ? `${balancedBidi(row.name)}, ${row.city.name}` : balancedBidi(row.name)}>
                <span dir="auto">{balancedBidi(row.name)}</span>
                {row.city ? <span className={styles.city}>{row.city.name}</span> : null}
              </span>
              {Array.from({ length: rounds }, (_, i) => (
                <span role="cell" key={i} className={styles.num}>
                  {row.scores[i] ?? 0}
                </span>
              ))}
              <span role="cell" className={`${styles.num} ${styles.total}`}>
                {row.scoresSum}
              </span>
            </div>
          );
        }}
      />
      {lines.length === 0 ? <p>{t('nothingFound')}</p> : null}
    </section>
  );
}
