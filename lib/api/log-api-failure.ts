import type { Endpoint } from '@/contract/families';
import type { ApiFailure } from './api-failure';

/**
 * Spec section 8: 422, 404, 403 and 500 are logged and passed on. Only method, family, path and status are logged:
 * never headers or bodies, so no token or password reaches a log line.
 */
export function logApiFailure(failure: ApiFailure, endpoint: Endpoint) {
  if (failure.status === 401) return;
  console.warn(`[api] ${endpoint.method} ${endpoint.family}${endpoint.path} -> ${failure.status || failure.kind}`);
}
