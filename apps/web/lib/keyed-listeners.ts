/**
 * Listeners registered per key (an outcome, a market, a match…), so a change notifies only the
 * components that read that key. Used by the live store and the slip's selection index.
 */
export interface KeyedListeners {
  subscribe(key: string, listener: () => void): () => void;
  notify(keys: Iterable<string>): void;
}

export function createKeyedListeners(): KeyedListeners {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    notify(keys) {
      for (const key of keys) {
        const set = listeners.get(key);
        if (set) for (const listener of [...set]) listener();
      }
    },
  };
}
