import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival; do not refetch it the moment the page hydrates.
        staleTime: 60_000,
        // The API client already retries network errors and 5xx; a second layer would multiply the waits.
        retry: false,
        refetchOnWindowFocus: false,
      },
      dehydrate: {
        shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'pending',
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per request on the server, one for the page's lifetime in the browser. */
export function getQueryClient() {
  if (isServer) return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
