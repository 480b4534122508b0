import type { RealityCheckData } from '../modals/modal-store.ts';

/** Messages between the tabs of one browser (SPEC §4, §7: reality check and session limit are shared). */
export type TabMessage =
  | { type: 'signed_in' }
  | { type: 'signed_out' }
  | { type: 'reality_check'; data: RealityCheckData }
  | { type: 'reality_check_done' }
  | { type: 'out_of_session_limit' }
  | { type: 'activity_limit_reached' };

const CHANNEL_NAME = 'sportsbook-session';
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

/** Tells the other tabs (not this one). */
export function postToTabs(message: TabMessage): void {
  getChannel()?.postMessage(message);
}

/** Listens to the other tabs; returns the unsubscribe function. */
export function onTabMessage(listener: (message: TabMessage) => void): () => void {
  const current = getChannel();
  if (!current) return () => {};
  const handler = (event: MessageEvent<TabMessage>) => listener(event.data);
  current.addEventListener('message', handler);
  return () => current.removeEventListener('message', handler);
}
