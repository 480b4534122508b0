import { type BalanceChangedMessage, privateChannel } from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPublisher } from '../push/publisher.ts';
import type { AppliedChange } from './service.ts';

/**
 * `balance_changed` on the player's private channels (every locale: the player may have tabs open in
 * several). Call after the transaction commits; a push failure never undoes a balance change.
 */
export async function publishBalance(
  push: PushPublisher,
  change: AppliedChange,
  log?: FastifyBaseLogger,
): Promise<void> {
  const message: BalanceChangedMessage = {
    currency: change.currency as BalanceChangedMessage['currency'],
    balance: change.balance,
    delta: change.delta,
    kind: change.kind,
  };
  const channels = [...new Set(SUPPORTED_LOCALES.map((l) => privateChannel(l, change.userId)))];
  try {
    await Promise.all(channels.map((c) => push.publish(c, { event_name: 'balance_changed', message })));
  } catch (err) {
    log?.warn({ err }, 'balance_changed push failed');
  }
}
