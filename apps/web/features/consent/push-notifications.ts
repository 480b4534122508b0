import type { SiteConfig } from '@sportsbook/contract';
import { pushConfigured } from './tracks.ts';

/** The OneSignal web SDK (v16 page script), loaded after cookie consent (SPEC §1, §7 other external scripts). */
export const ONESIGNAL_SDK_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';

/** A subscription id the SDK reports: a plain token of at most 500 characters (contract dbText(500)). */
const SUBSCRIPTION_ID = /^[A-Za-z0-9_:.-]{1,500}$/;

/** The push-notification init script of site_config.pushNotifications; null for none or a malformed app id. */
export function pushNotificationsScript(
  push: SiteConfig['pushNotifications'] | undefined,
): { src: string; appId: string } | null {
  if (!pushConfigured(push)) return null;
  return { src: ONESIGNAL_SDK_URL, appId: push.appId };
}

/** What the SDK says of this browser's push subscription (OneSignal.User.PushSubscription). */
export interface PushSubscriptionState {
  id?: string | null | undefined;
  optedIn?: boolean | undefined;
}

/**
 * The value of `one_signal_push_notification_subscription` to store for the signed-in player (SPEC §7
 * POST /settings), given what this page stored last (`stored`): the subscription id once the browser is
 * subscribed, null once a subscription this page stored is opted out, and undefined (store nothing)
 * otherwise. A browser that never subscribed stores nothing, so it does not erase the subscription the
 * player keeps on another device.
 */
export function subscriptionToStore(
  state: PushSubscriptionState,
  stored: string | null | undefined,
): string | null | undefined {
  const id = typeof state.id === 'string' && SUBSCRIPTION_ID.test(state.id) ? state.id : null;
  if (state.optedIn === true && id) return id === stored ? undefined : id;
  if (state.optedIn === false && typeof stored === 'string') return null;
  return undefined;
}
