import type { SiteConfig } from '@sportsbook/contract';

// What decides whether the site tracks (and so asks for consent), apart from the rest of the consent
// rules and from the chat and push scripts: the banner's gate and the footer's link are on every page.

/** Window event the footer's "Cookie settings" sends to open the banner again. */
export const CONSENT_REOPEN_EVENT = 'sb:consent-reopen';

/** A Google Tag Manager container id (`GTM-XXXX`); anything else is not loaded. */
const GTM_ID = /^GTM-[A-Z0-9]{1,16}$/;
/** Chat account ids are plain tokens: nothing that could leave the URL or the global's value. */
const CHAT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** OneSignal app ids are UUIDs; anything else is not loaded (it would reach a global and the SDK). */
const APP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tag manager script of a configured container; null when the id is missing or malformed. */
export function gtmScriptUrl(gtmId: string | null | undefined): string | null {
  if (!gtmId || !GTM_ID.test(gtmId)) return null;
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** Whether site_config.chat names a widget with a well-formed id (chat.ts chatWidget loads it). */
export function chatConfigured(
  chat: SiteConfig['chat'] | undefined,
): chat is SiteConfig['chat'] & { type: Exclude<SiteConfig['chat']['type'], 'none'> } {
  return !!chat && chat.type !== 'none' && CHAT_ID.test(chat.id);
}

/** Whether site_config.pushNotifications names OneSignal with a well-formed app id. */
export function pushConfigured(
  push: SiteConfig['pushNotifications'] | undefined,
): push is NonNullable<SiteConfig['pushNotifications']> {
  return push?.type === 'onesignal' && APP_ID.test(push.appId);
}

/** Whether the site config names anything that tracks: a tag manager, a chat widget, a push service. */
export function siteTracks(
  config: Pick<SiteConfig, 'gtmId' | 'chat' | 'pushNotifications'> | undefined,
): boolean {
  return (
    gtmScriptUrl(config?.gtmId) !== null ||
    chatConfigured(config?.chat) ||
    pushConfigured(config?.pushNotifications)
  );
}
