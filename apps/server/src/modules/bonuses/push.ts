import type { FastifyBaseLogger } from 'fastify';
import { publishNotificationsAbout } from '../notifications/push.ts';
import { privateTargets } from '../push/audience.ts';
import type { PushPublisher } from '../push/publisher.ts';
import type { IssuedWithCampaign } from './queries.ts';
import { bonusView } from './view.ts';

/**
 * `bonus_issued` on the player's private channels, in every locale (the bonus as the lists show it),
 * then the bonus's notification (written by insertIssued).
 * Call after the issuing transaction commits; failures are logged only.
 */
export async function publishBonusIssued(
  push: PushPublisher,
  { campaign, issued }: IssuedWithCampaign,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const { locale, channel } of privateTargets(push, issued.userId)) {
    try {
      await push.publish(channel, {
        event_name: 'bonus_issued',
        message: bonusView(campaign, issued, locale, now),
      });
    } catch (err) {
      log?.warn({ err }, 'bonus_issued push failed');
    }
  }
  await publishNotificationsAbout(push, issued.userId, 'bonus', issued.id, log);
}
