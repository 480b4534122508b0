import { isServer, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportQueryErrorSoon } from '../error-reporting/report-soon.ts';
import { setCurrentQueryClient } from './current.ts';
import { reportUnauthorized } from './unauthorized.ts';

/**
 * A QueryClient with the SPEC §9 defaults (no retry, no refetch on window focus) whose caches pass
 * every 401 to the auth feature, which signs the player out (SPEC §7, §8), and report other errors
 * (error-reporting/query.ts, loaded with the first error to report); cancelled requests are ignored.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportUnauthorized(error, query.meta);
        reportQueryErrorSoon(error, query.meta, 'query');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        reportUnauthorized(error, mutation.meta);
        reportQueryErrorSoon(error, mutation.meta, 'mutation');
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        // Server-prefetched data is fresh on arrival; avoid refetching it right after hydration.
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * A fresh client per server render; one shared client in the browser, made with the first lazy part
 * that uses TanStack Query (hooks.ts) and mounted there (online and focus managers), as
 * QueryClientProvider did when it sat in the layout.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  if (!browserClient) {
    browserClient = makeQueryClient();
    browserClient.mount();
    setCurrentQueryClient(browserClient);
  }
  return browserClient;
}
