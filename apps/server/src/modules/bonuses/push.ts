import { privateChannel } from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPublisher } from '../push/publisher.ts';
import type { IssuedWithCampaign } from './queries.ts';
import { bonusView } from './view.ts';

/**
 * `bonus_issued` on the player's private channels, in every locale (the bonus as the lists show it).
 * Call after the issuing transaction commits; failures are logged only.
 */
export async function publishBonusIssued(
  push: PushPublisher,
  { campaign, issued }: IssuedWithCampaign,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const locale of SUPPORTED_LOCALES) {
    try {
      await push.publish(privateChannel(locale, issued.userId), {
        event_name: 'bonus_issued',
        message: bonusView(campaign, issued, locale, now),
      });
    } catch (err) {
      log?.warn({ err }, 'bonus_issued push failed');
    }
  }
}
