'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  hashKey,
  type ResourceSpec,
  type ResourceState,
  readResource,
  subscribeResource,
  watchResource,
} from './store.ts';

export interface UseResourceOptions<T> {
  /** False: read what is stored, ask for nothing (default true). */
  enabled?: boolean;
  /** What the server rendered with: shown and stored without a first fetch. */
  initial?: T | undefined;
  /** Shown until the first answer, not stored (the server's reading of a list refreshed here). */
  placeholder?: T | undefined;
  refetchMs?: number;
}

export interface ResourceView<T> extends ResourceState<T> {
  isSuccess: boolean;
  isError: boolean;
}

const IDLE_VIEW = { status: 'idle', fetching: false, updatedAt: 0, error: undefined } as const;

/**
 * A resource of the store for a component: its state, kept loaded while mounted and enabled. Server
 * rendering and hydration see no data (or `initial` / `placeholder`), as TanStack Query's did.
 */
export function useResource<T>(spec: ResourceSpec<T>, options: UseResourceOptions<T> = {}): ResourceView<T> {
  const { enabled = true, initial, placeholder, refetchMs } = options;
  const hash = hashKey(spec.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key
  const subscribe = useCallback((listener: () => void) => subscribeResource(spec.key, listener), [hash]);
  const state = useSyncExternalStore(
    subscribe,
    () => readResource<T>(spec.key),
    () => IDLE_VIEW as ResourceState<T>,
  );
  // The spec's fetch closes over the locale and the like, which its key names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the spec
  useEffect(() => {
    if (!enabled) return;
    return watchResource(spec, { initial, refetchMs });
  }, [hash, enabled, refetchMs]);
  const data = state.data ?? initial ?? placeholder;
  return { ...state, data, isSuccess: state.status === 'success', isError: state.status === 'error' };
}
