// The keys the live store notifies by: one per outcome, market, match, pushed-lines list, and the
// live list (listeners are registered per key: lib/keyed-listeners.ts).

export const outcomeKey = (matchId: number, marketKey: string, outcomeId: string) =>
  `o|${matchId}|${marketKey}|${outcomeId}`;
export const marketKey = (matchId: number, key: string) => `m|${matchId}|${key}`;
export const matchKey = (matchId: number) => `e|${matchId}`;
export const pushedKey = (matchId: number) => `x|${matchId}`;
export const LIVE_LIST = 'live';
