'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale } from '../i18n/provider.tsx';
import { postSettings } from '../settings/api.ts';
import { type PushSubscriptionState, subscriptionToStore } from './push-notifications.ts';

/** The parts of the OneSignal v16 SDK the product uses. */
interface OneSignalSdk {
  init(options: { appId: string }): Promise<void>;
  User: {
    PushSubscription: PushSubscriptionState & {
      addEventListener(event: 'change', listener: (change: { current: PushSubscriptionState }) => void): void;
    };
  };
}
type Deferred = ((sdk: OneSignalSdk) => void | Promise<void>)[];

// What the SDK last said, kept outside React: the loader may remount (the settings query changes key
// when the player signs in) while the SDK, loaded once, keeps reporting here.
let sdkState: PushSubscriptionState | null = null;
const listeners = new Set<() => void>();
function onState(next: PushSubscriptionState): void {
  sdkState = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds the SDK script once, with the page's CSP nonce, and queues its init (OneSignalDeferred). */
function loadOneSignal(src: string, appId: string, nonce: string) {
  if (document.querySelector('script[data-push-notifications]')) return;
  const w = window as unknown as { OneSignalDeferred?: Deferred };
  w.OneSignalDeferred = w.OneSignalDeferred ?? [];
  w.OneSignalDeferred.push(async (sdk) => {
    await sdk.init({ appId });
    const subscription = sdk.User.PushSubscription;
    onState({ id: subscription.id, optedIn: subscription.optedIn });
    subscription.addEventListener('change', (change) => onState({ ...change.current }));
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.nonce = nonce;
  script.dataset.pushNotifications = '';
  document.head.appendChild(script);
}

/** What this page last stored, so a reload of the SDK state does not post again. */
let stored: string | null | undefined;

/**
 * The push-notification service (SPEC §1, §7), mounted only after cookie consent: loads its init
 * script with the site's app id, and stores this browser's subscription for the signed-in player with
 * POST /settings `one_signal_push_notification_subscription` whenever it subscribes or opts out.
 */
export function PushNotificationsLoader({
  src,
  appId,
  nonce,
}: {
  src: string;
  appId: string;
  nonce: string;
}) {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const state = useSyncExternalStore(
    subscribe,
    () => sdkState,
    () => null,
  );

  useEffect(() => loadOneSignal(src, appId, nonce), [src, appId, nonce]);

  useEffect(() => {
    if (!signedIn) stored = undefined;
    if (!signedIn || !state) return;
    const value = subscriptionToStore(state, stored);
    if (value === undefined) return;
    stored = value;
    postSettings(locale, { one_signal_push_notification_subscription: value }).catch(() => {
      stored = undefined;
    });
  }, [signedIn, state, locale]);

  return null;
}
