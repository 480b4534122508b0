import type { FromHostMessage } from '@sportsbook/embed/messages';

type Listener = (message: FromHostMessage) => void;
const listeners = new Set<Listener>();

/**
 * The host messages the frame bridge accepted (its channel's origin rule already applied), after the
 * bridge handled them: for pages that follow the host too (the /init-sportsbook wait). No second
 * origin check: only the bridge's channel feeds this.
 */
export function onAcceptedHostMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the frame bridge for each message it accepted and handled. */
export function emitAcceptedHostMessage(message: FromHostMessage): void {
  for (const listener of listeners) listener(message);
}

let announced = false;
const announceListeners = new Set<() => void>();

/** Called by the frame bridge once it has announced itself to the host (`initialized`). */
export function bridgeAnnounced(): void {
  announced = true;
  for (const listener of announceListeners) listener();
}

/** Runs `listener` once the bridge has announced itself (at once if it already has). */
export function onBridgeAnnounced(listener: () => void): () => void {
  if (announced) {
    listener();
    return () => {};
  }
  announceListeners.add(listener);
  return () => announceListeners.delete(listener);
}
