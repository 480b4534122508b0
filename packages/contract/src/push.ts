import { pushChannelLocale } from '@sportsbook/domain';
import { z } from 'zod';
import { Market, Match, MatchStatusCode, Provider } from './catalogue.ts';
import { dbText } from './common.ts';
import { MatchIncidentsMessage } from './match-tracker.ts';
import { PRIVATE_CHANNEL_PREFIX } from './routes.ts';

/**
 * Push layer (SPEC §7 "Push connection", ARCHITECTURE "Push"): the Centrifugo client protocol (JSON)
 * at PUSH_WEBSOCKET_PATH, tokens from the two routes below API_PREFIX.sportsbook, three channel kinds,
 * and every publication is `{event_name, message}`.
 */

/** Error codes of the push token routes (in the `code` of an ApiError body). */
export const PushErrorCode = {
  /** A subscription token was asked for a channel the caller may not subscribe to with a token. */
  channelForbidden: 'push_channel_forbidden',
} as const;
export type PushErrorCode = (typeof PushErrorCode)[keyof typeof PushErrorCode];

// ---------------------------------------------------------------------------------------------
// Channels

/** Longest channel name the hub accepts. */
export const MAX_CHANNEL_LENGTH = 255;

const LOCALE_RE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const MATCH_ID_RE = /^[1-9]\d{0,11}$/;
const USER_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** Public updates of one locale: `public:{locale}` (pt-BR → pt). */
export function publicChannel(locale: string): string {
  return `public:${pushChannelLocale(locale)}`;
}

/** Public updates of one match in one locale: `public:{locale}:match:{matchId}`. */
export function matchChannel(locale: string, matchId: number | string): string {
  return `public:${pushChannelLocale(locale)}:match:${matchId}`;
}

/** The private channel of one user in one locale: `$private:{locale}:{userId}`. */
export function privateChannel(locale: string, userId: number | string): string {
  return `$private:${pushChannelLocale(locale)}:${userId}`;
}

/** A channel name taken apart by `parsePushChannel`. */
export type PushChannel =
  | { kind: 'public'; locale: string }
  | { kind: 'match'; locale: string; matchId: number }
  | { kind: 'private'; locale: string; userId: string };

/** The parts of a valid channel name, or null for any other string (the hub refuses those). */
export function parsePushChannel(channel: string): PushChannel | null {
  if (channel.length === 0 || channel.length > MAX_CHANNEL_LENGTH) return null;
  const parts = channel.split(':');
  const [head, locale = '', third, fourth] = parts;
  if (!LOCALE_RE.test(locale)) return null;
  if (head === 'public') {
    if (parts.length === 2) return { kind: 'public', locale };
    if (parts.length === 4 && third === 'match' && fourth !== undefined && MATCH_ID_RE.test(fourth)) {
      return { kind: 'match', locale, matchId: Number(fourth) };
    }
    return null;
  }
  if (head === '$private' && parts.length === 3 && third !== undefined && USER_ID_RE.test(third)) {
    return { kind: 'private', locale, userId: third };
  }
  return null;
}

/** Whether a channel needs a subscription token (its name starts with '$'). */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith(PRIVATE_CHANNEL_PREFIX);
}

// ---------------------------------------------------------------------------------------------
// Token endpoints

export const PushTokenResponse = z
  .object({ token: z.string().describe('HS256 JWT connection token (claims sub, exp, optional info)') })
  .meta({ id: 'PushTokenResponse' });
export type PushTokenResponse = z.infer<typeof PushTokenResponse>;

export const PushAuthorizeBody = z
  .object({
    channels: z
      .array(dbText(MAX_CHANNEL_LENGTH, { min: 1 }))
      .min(1)
      .max(32)
      .describe('Private channels ($private:{locale}:{userId}) of the caller'),
  })
  .meta({ id: 'PushAuthorizeBody' });
export type PushAuthorizeBody = z.infer<typeof PushAuthorizeBody>;

export const PushAuthorizeResponse = z
  .object({
    channels: z.array(
      z.object({
        channel: z.string(),
        token: z.string().describe('HS256 JWT subscription token (claims sub, channel, exp)'),
      }),
    ),
  })
  .meta({ id: 'PushAuthorizeResponse' });
export type PushAuthorizeResponse = z.infer<typeof PushAuthorizeResponse>;

// ---------------------------------------------------------------------------------------------
// Events (publication data is `{event_name, message}`)

/** A changed match: its id and the fields that changed (status, statistics, stage, ...). */
export const MatchChangedMessage = Match.partial()
  .extend({ id: z.number().int() })
  .meta({ id: 'MatchChangedMessage' });
export type MatchChangedMessage = z.infer<typeof MatchChangedMessage>;

/** Markets of a match that changed (odds, status), each in full. */
export const MarketsChangedMessage = z
  .object({ match_id: z.number().int(), markets: z.array(Market) })
  .meta({ id: 'MarketsChangedMessage' });
export type MarketsChangedMessage = z.infer<typeof MarketsChangedMessage>;

export const MatchStatusChangedMessage = z
  .object({ match_id: z.number().int(), status: MatchStatusCode })
  .meta({ id: 'MatchStatusChangedMessage' });
export type MatchStatusChangedMessage = z.infer<typeof MatchStatusChangedMessage>;

export const ProviderStatus = z.enum(['active', 'inactive']);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

export const ProviderStatusChangedMessage = z
  .object({ provider: Provider, status: ProviderStatus })
  .meta({ id: 'ProviderStatusChangedMessage' });
export type ProviderStatusChangedMessage = z.infer<typeof ProviderStatusChangedMessage>;

export const MatchChangedEvent = z.object({
  event_name: z.literal('match_changed'),
  message: MatchChangedMessage,
});
export const MarketsChangedEvent = z.object({
  event_name: z.literal('markets_changed'),
  message: MarketsChangedMessage,
});
export const MatchStatusChangedEvent = z.object({
  event_name: z.literal('match_status_changed'),
  message: MatchStatusChangedMessage,
});
export const ProviderStatusChangedEvent = z.object({
  event_name: z.literal('provider_status_changed'),
  message: ProviderStatusChangedMessage,
});

export const MatchIncidentsEvent = z.object({
  event_name: z.literal('match_incidents'),
  message: MatchIncidentsMessage,
});

/** Every push event this contract knows, told apart by `event_name`. */
export const PushEvent = z
  .discriminatedUnion('event_name', [
    MatchChangedEvent,
    MarketsChangedEvent,
    MatchStatusChangedEvent,
    ProviderStatusChangedEvent,
    MatchIncidentsEvent,
  ])
  .meta({ id: 'PushEvent' });
export type PushEvent = z.infer<typeof PushEvent>;
export type PushEventName = PushEvent['event_name'];
/** The message type of one event name. */
export type PushMessage<N extends PushEventName> = Extract<PushEvent, { event_name: N }>['message'];

/** A typed publication: `pushEvent('match_status_changed', {match_id: 1, status: 1})`. */
export function pushEvent<N extends PushEventName>(event_name: N, message: PushMessage<N>): PushEvent {
  return { event_name, message } as PushEvent;
}

/** Any publication: the wire shape every channel carries (SPEC §3 "Push publication"). */
export interface PushPublication {
  event_name: string;
  message: unknown;
}
