'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { homePathOf, type Locale } from '@/lib/i18n/routing';
import { isChunkLoadError, reloadForChunkError } from '@/lib/monitoring/chunk-reload';
import { reportError } from '@/lib/monitoring/report-error';

/**
 * Error page: message and status (default 500). A stale-chunk error reloads the page instead (guarded). "Try again"
 * is Next's `retry`: it fetches the segment from the server again, so an error thrown while rendering there (the API
 * was down) recovers once the cause is gone, not only one thrown in the browser.
 */
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string; status?: number }; retry: () => void }) {
  const t = useTranslations('errors');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  useEffect(() => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    reportError(error);
  }, [error]);
  const status = error.status ?? 500;
  return (
    <main id="main" className="error-page">
      <h1>{t('status', { status })}</h1>
      <p>{t('serverError')}</p>
      <p>
        <button type="button" onClick={retry}>
          {t('tryAgain')}
        </button>{' '}
        {/* A plain link: the error boundary ships with every page and next/link would add a chunk to each first
            load; after an error a full load of the home page is the safer way back anyway. */}
        <a href={homePathOf(locale)}>{tc('home')}</a>
      </p>
    </main>
  );
}
