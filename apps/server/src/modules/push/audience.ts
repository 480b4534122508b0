import { privateChannel } from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { PushPublisher } from './publisher.ts';

/** One of a player's private channels and the locale its publications are written in. */
export interface PrivateTarget {
  locale: string;
  channel: string;
}

/**
 * The player's private channels (one per locale; locales sharing a channel name once) that a
 * publication could reach: with the embedded hub only those with a subscriber or recoverable history,
 * so a placement builds its views for the player's open tabs only; every one with Centrifugo.
 */
export function privateTargets(push: PushPublisher, userId: number | string): PrivateTarget[] {
  const seen = new Set<string>();
  const out: PrivateTarget[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    const channel = privateChannel(locale, userId);
    if (seen.has(channel)) continue;
    seen.add(channel);
    if (push.hasAudience && !push.hasAudience(channel)) continue;
    out.push({ locale, channel });
  }
  return out;
}
