import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatCount } from './format-count';

/** formatCount in the page's language: for the counts a client component writes (`{countText}` in its messages). */
export function useFormatCount(): (value: number) => string {
  const locale = useLocale();
  return useCallback((value: number) => formatCount(value, locale), [locale]);
}
