import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | undefined;

/** Called by client.ts when the browser's query client is made (with the first lazy part using it). */
export function setCurrentQueryClient(client: QueryClient): void {
  current = client;
}

/**
 * The browser's query client if a lazy part made it already, else undefined: code every page loads
 * (sign-out, a star set) reaches the query caches through this without loading TanStack Query.
 */
export function currentQueryClient(): QueryClient | undefined {
  return current;
}
