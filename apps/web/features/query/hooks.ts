'use client';

/**
 * TanStack Query's hooks bound to the page's one query client (client.ts), without a
 * QueryClientProvider: the library is no part of the layout, so it loads with the first lazy part
 * that uses it (a modal, my bets, the cashier...) rather than with every page (issue 13). The parts
 * share the one client, so their caches are shared as before. Import the hooks from here, never
 * from '@tanstack/react-query' (its types and helpers are fine to import from there). The reads
 * every page makes are in the resource store (features/resource) instead.
 */
import {
  useInfiniteQuery as useInfiniteQueryOf,
  useMutation as useMutationOf,
  useQueries as useQueriesOf,
  useQuery as useQueryOf,
} from '@tanstack/react-query';
import { getQueryClient } from './client.ts';

export const useQuery = ((options: Parameters<typeof useQueryOf>[0]) =>
  useQueryOf(options, getQueryClient())) as typeof useQueryOf;

export const useQueries = ((options: Parameters<typeof useQueriesOf>[0]) =>
  useQueriesOf(options, getQueryClient())) as typeof useQueriesOf;

export const useInfiniteQuery = ((options: Parameters<typeof useInfiniteQueryOf>[0]) =>
  useInfiniteQueryOf(options, getQueryClient())) as typeof useInfiniteQueryOf;

export const useMutation = ((options: Parameters<typeof useMutationOf>[0]) =>
  useMutationOf(options, getQueryClient())) as typeof useMutationOf;

/** The page's query client (the same object on every call in the browser). */
export const useQueryClient = getQueryClient;
