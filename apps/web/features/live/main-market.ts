import type { Market } from '@sportsbook/contract';
import { MarketStatus, marketKeyOf, pickHeadlineMarket } from '@sportsbook/domain';

/** The main market a listing row shows now: the server's (`'seed'`), another line, or none. */
export type LiveMainMarket = 'seed' | Market | null;

/**
 * Picks a row's main market after push: among the server's main market (unless push replaced it)
 * and the pushed lines of the sport's main market type that are not dropped (status 0), the same
 * rule the server uses (pickHeadlineMarket). `'seed'` means the server-rendered buttons still hold.
 */
export function liveMainMarket(
  seed: Pick<Market, 'id' | 'specifier' | 'most_balanced'> | null,
  pushed: readonly Market[],
  marketTypeId: number | null,
): LiveMainMarket {
  if (pushed.length === 0 || marketTypeId === null) return 'seed';
  const seedKey = seed ? marketKeyOf(seed) : null;
  const candidates: Pick<Market, 'id' | 'specifier' | 'most_balanced'>[] = [];
  if (seed && !pushed.some((market) => marketKeyOf(market) === seedKey)) candidates.push(seed);
  for (const market of pushed) if (market.status !== MarketStatus.notAllowed) candidates.push(market);
  const main = pickHeadlineMarket(
    candidates,
    marketTypeId,
    (market) => market.id,
    (market) => market.most_balanced,
  );
  if (main === null) return null;
  if (seedKey !== null && marketKeyOf(main) === seedKey) return 'seed';
  return main as Market;
}
