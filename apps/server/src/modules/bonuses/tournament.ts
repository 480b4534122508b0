/**
 * Tournament prize pools (SPEC §3 initial_pool, §4 pool level states, §7 tournament_pool_changed): a
 * campaign's pool is its initial_pool plus pool_per_point for every point its players farmed; a level
 * is `active` once the pool reaches its pool_amount (a level the operator set disabled or paused keeps
 * that state), else `created`. Amounts in subunits of pool_currency.
 */
import { publicChannel, type TournamentPoolChangedMessage } from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { issuedBonuses } from '../../db/schema.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { campaignById } from './queries.ts';
import { type CampaignRow, rulesOf } from './rules.ts';

export type TournamentPool = TournamentPoolChangedMessage;

const FIXED_STATES = new Set(['disabled', 'paused', 'finished']);

/** The pool of a tournament campaign whose players farmed `points` in all. */
export function poolOf(campaign: CampaignRow, points: number): TournamentPool {
  const r = rulesOf(campaign);
  const amount = (r.initial_pool ?? 0) + points * (r.pool_per_point ?? 0);
  return {
    campaign_id: campaign.id,
    pool_amount: amount,
    currency: r.pool_currency ?? 'EUR',
    pool_levels: (r.pool_levels ?? []).map((l) => ({
      ...l,
      state: FIXED_STATES.has(l.state) ? l.state : amount >= l.pool_amount ? 'active' : 'created',
    })),
  };
}

/** Points farmed by every player of a campaign. */
export async function campaignPoints(db: Db, campaignId: number): Promise<number> {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(coalesce((${issuedBonuses.farmingStats}->>'points')::int, 0)), 0)`,
    })
    .from(issuedBonuses)
    .where(eq(issuedBonuses.campaignId, campaignId));
  return Number(row?.points ?? 0);
}

/** `tournament_pool_changed` on every locale's public channel for these campaigns; failures are logged only. */
export async function publishPools(
  db: Db,
  push: PushPublisher,
  campaignIds: Iterable<number>,
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const id of campaignIds) {
    try {
      const campaign = await campaignById(db, id);
      if (!campaign) continue;
      const message = poolOf(campaign, await campaignPoints(db, id));
      const channels = new Set(SUPPORTED_LOCALES.map((l) => publicChannel(l)));
      for (const channel of channels)
        await push.publish(channel, { event_name: 'tournament_pool_changed', message });
    } catch (err) {
      log?.warn({ err }, 'tournament_pool_changed push failed');
    }
  }
}
