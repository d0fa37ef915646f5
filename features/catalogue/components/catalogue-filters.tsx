'use client';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useId, useSyncExternalStore } from 'react';
import { gameTypes, type GameType } from '@/contract/schemas/catalogue-values';
import { dayLabel } from '../model/day-label';
import type { DateOption } from '../model/format-game-time';
import { ALL, FILTER_PARAMS, hasFilters, withFilter } from '../model/filters';
import type { CatalogueFilters, City } from '../types';
import styles from './catalogue.module.css';

/** '' is 'all types' (spec: default chosen type 'Все'). */
const typeChoices: readonly ('' | GameType)[] = ['', ...gameTypes];

export interface CatalogueFiltersProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  cities: readonly City[];
  dates: readonly DateOption[];
}

/**
 * Type (radio buttons), date and city (selects): real form controls with labels. Without JavaScript the form
 * submits as a GET to the same address, which the server renders; with it, every change applies at once.
 */
const noSubscription = () => () => undefined;

/** Focus for after a reset: the type choice "all types", which the reset selects. */
export function focusFirstFilter(form: HTMLFormElement | null | undefined) {
  form?.querySelector<HTMLInputElement>(`input[name="${FILTER_PARAMS.type}"][value=""]`)?.focus();
}

/**
 * Memoised: the island renders again whenever its queries change (a signed-in visitor's registrations arriving after
 * hydration, a next page), and its choices (an option per city and per day) need building only when the filters change.
 */
export const CatalogueFiltersForm = memo(function CatalogueFiltersForm({ filters, onChange, cities, dates }: CatalogueFiltersProps) {
  const t = useTranslations('catalogue.filters');
  // false in the server's HTML and while hydrating, true once the handlers are live (tests wait for it).
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const tTypes = useTranslations('catalogue.types');
  const id = useId();
  const set = (name: keyof CatalogueFilters) => (event: { currentTarget: { value: string } }) => onChange(withFilter(filters, name, event.currentTarget.value));
  // A chosen date that is no longer offered (a shared link from last week) still shows as selected.
  const locale = useLocale();
  const dateChoices =
    filters.date && !dates.some((d) => d.value === filters.date) ? [{ value: filters.date, label: dayLabel(filters.date, locale) }, ...dates] : dates;

  return (
    <form className={styles.filters} method="get" aria-label={t('label')} data-interactive={interactive} onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('type')}</legend>
        {typeChoices.map((type) => (
          <label key={type || ALL} className={styles.chip}>
            <input type="radio" name={FILTER_PARAMS.type} value={type} checked={(filters.type ?? '') === type} onChange={set('type')} />
            <span>{type ? tTypes(type) : t('allTypes')}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.selects}>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`} className={styles.legend}>
            {t('date')}
          </label>
          <select id={`${id}-date`} name={FILTER_PARAMS.date} value={filters.date ?? ALL} onChange={set('date')} className={styles.select}>
            <option value={ALL}>{t('allDates')}</option>
            {dateChoices.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-city`} className={styles.legend}>
            {t('city')}
          </label>
          <select
            id={`${id}-city`}
            name={FILTER_PARAMS.city}
            value={filters.cityId === undefined ? '' : String(filters.cityId)}
            onChange={set('cityId')}
            className={styles.select}
          >
            <option value="">{t('allCities')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        {hasFilters(filters) ? (
          <button
            type="button"
            className={styles.reset}
            onClick={(event) => {
              // The button goes with the filters it resets: focus moves to the first filter, "all types".
              focusFirstFilter(event.currentTarget.form);
              onChange({});
            }}
          >
            {t('reset')}
          </button>
        ) : null}
        <noscript>
          <button type="submit" className={styles.reset}>
            {t('apply')}
          </button>
        </noscript>
      </div>
    </form>
  );
});
