'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which outcomes the bet slip holds, apart from the slip itself (issue 13, first-load bytes): odds
 * buttons, the slip's count and the tab bar badge read this small index, so a page whose slip is empty
 * does not load the ticket's rules (the runtime, slip-runtime.ts) until the first odds click. The
 * ticket store writes its selections here; per-selection listeners let an odds button re-render only
 * when its own outcome joins or leaves the slip.
 */
export interface SelectionIndex {
  isSelected(selectionId: string): boolean;
  subscribeSelection(selectionId: string, listener: () => void): () => void;
  /** How many selections the slip holds. */
  count(): number;
  /** Called when the set of selections changes. */
  subscribe(listener: () => void): () => void;
  /** The ticket store's selections now; listeners of the outcomes that joined or left are called. */
  setSelected(ids: readonly string[]): void;
}

export function createSelectionIndex(): SelectionIndex {
  let selected: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const selectionListeners = new Map<string, Set<() => void>>();
  return {
    isSelected: (id) => selected.has(id),
    subscribeSelection(id, listener) {
      let set = selectionListeners.get(id);
      if (!set) {
        set = new Set();
        selectionListeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) selectionListeners.delete(id);
      };
    },
    count: () => selected.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setSelected(ids) {
      const before = selected;
      const next = new Set(ids);
      const changed: string[] = [];
      for (const id of before) if (!next.has(id)) changed.push(id);
      for (const id of next) if (!before.has(id)) changed.push(id);
      if (changed.length === 0) return;
      selected = next;
      for (const id of changed) {
        const set = selectionListeners.get(id);
        if (set) for (const listener of [...set]) listener();
      }
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The page's slip index (the app's ticket store writes it). */
export const slipIndex: SelectionIndex = createSelectionIndex();

/** Whether one outcome is in the slip; re-renders only when that answer changes. */
export function useIsSelected(selectionId: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => slipIndex.subscribeSelection(selectionId, listener),
    [selectionId],
  );
  return useSyncExternalStore(
    subscribe,
    () => slipIndex.isSelected(selectionId),
    () => false,
  );
}

/** How many selections the slip holds (re-renders only when the count changes). */
export function useTicketCount(): number {
  return useSyncExternalStore(slipIndex.subscribe, slipIndex.count, () => 0);
}
