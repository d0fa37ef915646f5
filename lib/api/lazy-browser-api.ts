'use client';
import type { SessionScope } from '@/lib/config/cookie-names';
import { importInOwnTask } from '@/lib/scheduling/import-in-own-task';
import type { ApiClient } from './create-api-client';

/**
 * A session scope's browser API client (./browser-api.ts), resolved on its first request instead of at import or
 * render time: client components also render on the server, where the browser client (which reads the page's config
 * element) cannot run. Its module loads with that first request too, in a task of its own, so that a header or a
 * form holding this object brings no HTTP client or schemas into a page's first load, and a read started by the
 * hydration does not append the client's scripts inside the hydration's task.
 */
export function lazyBrowserApi(scope: SessionScope): ApiClient {
  return {
    request: (async (...args: Parameters<ApiClient['request']>) => {
      const { getBrowserApi } = await importInOwnTask(() => import('./browser-api'));
      return getBrowserApi(scope).request(...args);
    }) as ApiClient['request'],
  };
}
