import type { SiteConfig } from '@sportsbook/contract';
import { chatConfigured } from './tracks.ts';

/** One live chat widget to load (SPEC §1 live chat widget): its script and the globals it reads first. */
export interface ChatWidget {
  src: string;
  /** The `id` attribute the provider's script looks itself up by, when it needs one. */
  scriptId?: string;
  /** Globals the provider reads when its script starts. */
  globals: Record<string, unknown>;
}

/** The widget of site_config.chat; null for `none` or a missing or malformed id. */
export function chatWidget(chat: SiteConfig['chat'] | undefined): ChatWidget | null {
  if (!chatConfigured(chat)) return null;
  const id = chat.id;
  switch (chat.type) {
    case 'zendesk':
      return {
        src: `https://static.zdassets.com/ekr/snippet.js?key=${id}`,
        scriptId: 'ze-snippet',
        globals: {},
      };
    case 'livechat':
      return {
        src: 'https://cdn.livechatinc.com/tracking.js',
        globals: { __lc: { license: Number(id) || id, ...(chat.region ? { region: chat.region } : {}) } },
      };
    case 'intercom':
      return {
        src: `https://widget.intercom.io/widget/${id}`,
        globals: {
          intercomSettings: {
            app_id: id,
            ...(chat.region ? { api_base: intercomApiBase(chat.region) } : {}),
          },
        },
      };
  }
}

/** Intercom's regional API (us, eu, au); the US one for anything else. */
function intercomApiBase(region: string): string {
  if (region === 'eu') return 'https://api-iam.eu.intercom.io';
  if (region === 'au') return 'https://api-iam.au.intercom.io';
  return 'https://api-iam.intercom.io';
}
