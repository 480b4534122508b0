/**
 * One timer for every clock of the page that ticks each second (the live rows' running minutes): a
 * listing of sixty live matches wakes the page once a second, not sixty times, and React renders
 * what changed in one batch.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

/** Calls `listener` every second until the returned function is called. */
export function onEverySecond(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const each of listeners) each();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}
