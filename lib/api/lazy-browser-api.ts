'use client';
import type { SessionScope } from '@/lib/config/cookie-names';
import { importInOwnTask } from '@/lib/scheduling/import-in-own-task';
import type { ApiClient } from './create-api-client';

/**
 * A session scope's browser API client resolved on each request, as `browserApiOnCall` (./browser-api.ts) does, with
 * the client's module loaded on the first request too, in a task of its own: a header or a form holding this object
 * brings no HTTP client or schemas into a page's first load, and a read started by the hydration does not append the
 * client's scripts inside the hydration's task.
 */
export function lazyBrowserApi(scope: SessionScope): ApiClient {
  return {
    request: (async (...args: Parameters<ApiClient['request']>) => {
      const { getBrowserApi } = await importInOwnTask(() => import('./browser-api'));
      return getBrowserApi(scope).request(...args);
    }) as ApiClient['request'],
  };
}
