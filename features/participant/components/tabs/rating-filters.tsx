'use client';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ratingCities, type RatingView } from '../../model/rating-rows';
import type { NamedRatingRow } from '../../types';
import styles from './rating.module.css';

/** The rating's filter button (locale setting `showFilterButtonInRating`): city and team name. */
export function RatingFilters({ rows, view, onChange }: { rows: NamedRatingRow[]; view: RatingView; onChange: (view: RatingView) => void }) {
  const t = useTranslations('participant.rating');
  const [open, setOpen] = useState(false);
  const cities = useMemo(() => ratingCities(rows), [rows]);
  const active = view.cityId !== null || view.query.trim() !== '';
  return (
    <div className={styles.filters}>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls="rating-filters" onClick={() => setOpen((o) => !o)}>
        {active ? t('filterActive') : t('filter')}
      </button>
      {open ? (
        <div id="rating-filters" className={styles.filterFields}>
          <label>
            {t('city')}
            <select value={view.cityId ?? ''} onChange={(e) => onChange({ ...view, cityId: e.target.value ? Number(e.target.value) : null })}>
              <option value="">{t('allCities')}</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('search')}
            <input type="search" value={view.query} onChange={(e) => onChange({ ...view, query: e.target.value })} />
          </label>
          {active ? (
            <button type="button" className={styles.button} onClick={() => onChange({ cityId: null, query: '' })}>
              {t('reset')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
