import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while the page hydrates, true after: a component that must not render
 * on the server (what next/dynamic's `ssr: false` did, without its loader in every page's first load).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
