import type { BalanceChangedMessage } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import { privateTargets } from '../push/audience.ts';
import type { PushPublisher } from '../push/publisher.ts';
import type { AppliedChange } from './service.ts';

/**
 * `balance_changed` on the player's private channels (every locale: the player may have tabs open in
 * several; with the embedded hub only those someone subscribed to). Call after the transaction commits; a push failure never undoes a balance change.
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
  const channels = privateTargets(push, change.userId).map((t) => t.channel);
  if (channels.length === 0) return;
  try {
    await Promise.all(channels.map((c) => push.publish(c, { event_name: 'balance_changed', message })));
  } catch (err) {
    log?.warn({ err }, 'balance_changed push failed');
  }
}
