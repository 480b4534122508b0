import type { Market, Match } from '@sportsbook/contract';
import { isSameOutcome, type MatchUpdate, marketKeyOf, mergeMatch } from '@sportsbook/domain';
import type { Flashes } from './live-flashes.ts';
import { marketKey, matchKey, outcomeKey } from './live-listeners.ts';
import type { PushedMarkets } from './live-pushed.ts';
import { type LiveState, matchNow } from './live-state.ts';
import type { MatchLive, OutcomeLive } from './live-types.ts';

// How a frame's queued push updates change the live store's entries; each adds the listener keys it
// changed to `changed`.

export interface ApplyContext {
  readonly state: LiveState;
  readonly flashes: Flashes;
  readonly pushed: PushedMarkets;
  readonly liveList: { apply(update: MatchUpdate<Match>, changed: Set<string>): void };
  now(): number;
  /** Whether this visitor sees the match (test providers). */
  isVisible(match: Pick<MatchLive, 'sportKey' | 'provider'>): boolean;
}

const LIVE_FIELDS = ['status', 'bettable', 'stage', 'statistics'] as const;

/** A provider's status: every match of that provider may change its bettability. */
export function applyProvider(
  ctx: ApplyContext,
  provider: string,
  status: 'active' | 'inactive',
  changed: Set<string>,
): void {
  const { providers, matchSeeds, matches } = ctx.state;
  if ((providers.get(provider) ?? 'active') === status) return;
  providers.set(provider, status);
  for (const match of new Set([...matchSeeds.values(), ...matches.values()])) {
    if (match.provider === provider) changed.add(matchKey(match.id));
  }
}

export function applyMatch(ctx: ApplyContext, update: MatchUpdate<Match>, changed: Set<string>): void {
  const current = matchNow(ctx.state, update.id);
  if (current && ctx.isVisible(current)) {
    const picked: Partial<MatchLive> & { id: number } = { id: update.id };
    for (const field of LIVE_FIELDS) {
      if (update[field] !== undefined) Object.assign(picked, { [field]: update[field] });
    }
    const merged = mergeMatch(current, picked);
    if (merged !== current) {
      ctx.state.matches.set(update.id, merged);
      changed.add(matchKey(update.id));
    }
  }
  ctx.liveList.apply(update, changed);
}

export function applyMarket(ctx: ApplyContext, matchId: number, market: Market, changed: Set<string>): void {
  const { state } = ctx;
  const match = matchNow(state, matchId);
  if (!match || !ctx.isVisible(match)) return;
  const key = marketKeyOf(market);
  const statusKey = marketKey(matchId, key);
  ctx.pushed.remember(matchId, key, market, changed);
  if (
    state.marketSeeds.has(statusKey) &&
    (state.marketStatuses.get(statusKey) ?? state.marketSeeds.get(statusKey)) !== market.status
  ) {
    state.marketStatuses.set(statusKey, market.status);
    changed.add(statusKey);
  }
  for (const outcome of market.outcomes) {
    const id = outcomeKey(matchId, key, outcome.id);
    const before = state.outcomes.get(id) ?? state.outcomeSeeds.get(id);
    if (!before) continue;
    if (isSameOutcome(before, outcome) && before.marketStatus === market.status) continue;
    state.outcomes.set(id, nextOutcome(ctx, id, state.outcomes.get(id), before.odds, outcome, market.status));
    changed.add(id);
  }
}

/** An outcome's new entry: a move flashes its direction, anything else keeps the last move's. */
function nextOutcome(
  ctx: ApplyContext,
  id: string,
  previous: OutcomeLive | undefined,
  oddsBefore: number,
  outcome: Market['outcomes'][number],
  marketStatus: number,
): OutcomeLive {
  const { odds, active } = outcome;
  if (odds === oddsBefore) {
    return {
      odds,
      active,
      marketStatus,
      direction: previous?.direction ?? null,
      changedAt: previous?.changedAt ?? 0,
      flash: previous?.flash ?? null,
    };
  }
  const direction = odds > oddsBefore ? 'up' : 'down';
  const now = ctx.now();
  ctx.flashes.start(id, now);
  return { odds, active, marketStatus, direction, changedAt: now, flash: direction };
}
