import { isServer, QueryClient } from '@tanstack/react-query';

/** A QueryClient with the SPEC §9 defaults: no retry, no refetch on window focus. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
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

/** A fresh client per server request; one shared client in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
