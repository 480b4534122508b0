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
