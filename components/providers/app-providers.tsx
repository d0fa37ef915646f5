'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { markInlinedStylesheetsSoon } from '@/lib/css/inlined-stylesheets';
import { warmInterForNextVisit } from '@/lib/fonts/inter-next-visit';
import { reloadForChunkError, isChunkLoadError } from '@/lib/monitoring/chunk-reload';
import { loadSentry } from '@/lib/monitoring/report-error';
import { getQueryClient } from '@/lib/query/make-query-client';
import { RouteProgress } from './route-progress';
import { SessionExpiredWatcher } from './session-expired-watcher';
import { ThirdPartyScripts } from './third-party-scripts';

function useChunkErrorReload() {
  useEffect(() => {
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in e ? e.reason : e.error;
      if (isChunkLoadError(error)) reloadForChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
}

export function AppProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const queryClient = getQueryClient();
  useChunkErrorReload();
  useEffect(() => void loadSentry(), []);
  // Before the first client navigation or prefetch: the stylesheets inlined in this HTML are not preloaded again.
  useEffect(() => markInlinedStylesheetsSoon(document), []);
  // A first visit is shown in the fallback face; the faces load once the page has, for the next visit.
  useEffect(() => warmInterForNextVisit(document), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionExpiredWatcher />
      <RouteProgress nonce={nonce} />
      <ThirdPartyScripts />
    </QueryClientProvider>
  );
}
