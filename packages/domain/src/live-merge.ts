import { MarketStatus, MatchStatus } from './status.ts';

/**
 * Live-update merge rules (SPEC §4 "Live updates"): how a push update is folded into data already
 * shown. Every function is pure and shares structure: a value that did not change keeps its old
 * object identity, so a UI can tell "changed" from "unchanged" with `===` and re-render only what
 * changed. The shapes are structural so the contract's Match and Market types fit them.
 */

/** An outcome as the merge rules see it: its id, whether it takes bets, and decimal odds × 1000. */
export interface LiveOutcome {
  /** Outcome id, unique within its market. */
  readonly id: string;
  /** Whether the outcome takes bets. */
  readonly active: boolean;
  /** Decimal odds × 1000. */
  readonly odds: number;
}

/** A market as the merge rules see it; `(id, specifier)` identifies it within a match. */
export interface LiveMarket<O extends LiveOutcome = LiveOutcome> {
  /** Market type id. */
  readonly id: number;
  /** The line ("total=2.5"); '' when none. */
  readonly specifier: string;
  /** Market status code (SPEC §4). */
  readonly status: number;
  readonly outcomes: readonly O[];
}

/** A match as the merge rules see it: an id and a status code; other fields are merged as they come. */
export interface LiveMatch {
  readonly id: number;
  /** Match status code (SPEC §4). */
  readonly status: number;
}

/** A partial match update from a push event: the id plus the fields that changed. */
export type MatchUpdate<M extends LiveMatch> = Partial<M> & { readonly id: number };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `next` with every part deep-equal to the same part of `old` replaced by the old one (structural
 * sharing of plain objects and arrays). Returns `old` itself when the two are deep-equal.
 */
export function replaceEqualDeep<T>(old: T, next: T): T {
  if (Object.is(old, next)) return old;
  if (Array.isArray(old) && Array.isArray(next)) {
    let same = old.length === next.length;
    const out = next.map((item, index) => {
      const shared = index < old.length ? replaceEqualDeep(old[index], item) : item;
      if (shared !== old[index]) same = false;
      return shared;
    });
    return (same ? old : out) as T;
  }
  if (isPlainObject(old) && isPlainObject(next)) {
    const oldKeys = Object.keys(old);
    const nextKeys = Object.keys(next);
    let same = oldKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const shared = Object.hasOwn(old, key) ? replaceEqualDeep(old[key], next[key]) : next[key];
      if (!Object.hasOwn(old, key) || shared !== old[key]) same = false;
      out[key] = shared;
    }
    return (same ? old : out) as T;
  }
  return next;
}

/**
 * A match with a partial update applied. Fields the update leaves out keep their old value; an
 * unchanged score, clock or statistics object keeps its old identity, and an update that changes
 * nothing returns `old` itself.
 */
export function mergeMatch<M extends LiveMatch>(old: M, update: MatchUpdate<M>): M {
  const next = { ...old };
  for (const [key, value] of Object.entries(update)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return replaceEqualDeep(old, next);
}

/** Whether an outcome update leaves the outcome as it was: same odds and same active flag. */
export function isSameOutcome(
  old: Pick<LiveOutcome, 'odds' | 'active'>,
  next: Pick<LiveOutcome, 'odds' | 'active'>,
): boolean {
  return old.odds === next.odds && old.active === next.active;
}

/**
 * The outcomes of an updated market merged by id with the old ones: an outcome whose odds and active
 * flag are unchanged keeps its old object. Order and membership follow the update. Returns `old`
 * itself when every outcome is kept in the same order.
 */
export function mergeOutcomes<O extends LiveOutcome>(old: readonly O[], updated: readonly O[]): readonly O[] {
  const byId = new Map(old.map((outcome) => [outcome.id, outcome]));
  let same = old.length === updated.length;
  const out = updated.map((outcome, index) => {
    const previous = byId.get(outcome.id);
    const kept = previous !== undefined && isSameOutcome(previous, outcome) ? previous : outcome;
    if (kept !== old[index]) same = false;
    return kept;
  });
  return same ? old : out;
}

/** The key of a market within its match: "id|specifier" ("18|total=2.5"). */
export function marketKeyOf(market: Pick<LiveMarket, 'id' | 'specifier'>): string {
  return `${market.id}|${market.specifier}`;
}

function mergeMarket<M extends LiveMarket>(old: M, updated: M): M {
  const outcomes = mergeOutcomes(old.outcomes, updated.outcomes);
  const { outcomes: _old, ...oldRest } = old;
  const { outcomes: _new, ...newRest } = updated;
  const rest = replaceEqualDeep(oldRest as Record<string, unknown>, newRest as Record<string, unknown>);
  if (rest === oldRest && outcomes === old.outcomes) return old;
  return { ...rest, outcomes } as unknown as M;
}

/**
 * A match's markets with updated markets (each in full) merged in: a market is matched by id and
 * specifier and its outcomes by id (an unchanged outcome keeps its old object, an unchanged market
 * too); markets not in the list are appended; markets whose status is 0 (not allowed) are dropped
 * (SPEC §4). Returns `old` itself when nothing changed.
 */
export function mergeMarkets<M extends LiveMarket>(old: readonly M[], updated: readonly M[]): readonly M[] {
  const updates = new Map(updated.map((market) => [marketKeyOf(market), market]));
  let same = true;
  const out: M[] = [];
  for (const market of old) {
    const key = marketKeyOf(market);
    const update = updates.get(key);
    updates.delete(key);
    const merged = update === undefined ? market : mergeMarket(market, update);
    if (merged.status === MarketStatus.notAllowed) {
      same = false;
      continue;
    }
    if (merged !== market) same = false;
    out.push(merged);
  }
  for (const market of updates.values()) {
    if (market.status === MarketStatus.notAllowed) continue;
    same = false;
    out.push(market);
  }
  return same ? old : out;
}

/**
 * Whether a match in this status belongs on the live list: live, or stopped (interrupted, and
 * expected to resume). Prematch, closed, finished and not-covered matches leave it.
 */
export function isLiveListStatus(status: number): boolean {
  return status === MatchStatus.live || status === MatchStatus.stopped;
}

/**
 * A live list with a match update applied: a listed match is merged (`mergeMatch`) and leaves the
 * list once its status is no longer live or stopped (e.g. closed or finished). An update for a
 * match the list lacks changes nothing: fetch that match when `isMissingLiveMatch` says so and pass
 * it to `appendLiveMatch`. Returns `list` itself when nothing changed.
 */
export function mergeLiveList<M extends LiveMatch>(list: readonly M[], update: MatchUpdate<M>): readonly M[] {
  const index = list.findIndex((match) => match.id === update.id);
  const current = list[index];
  if (current === undefined) return list;
  const merged = mergeMatch(current, update);
  if (!isLiveListStatus(merged.status)) return list.filter((_, i) => i !== index);
  if (merged === current) return list;
  return list.map((match, i) => (i === index ? merged : match));
}

/** Whether an update names a live match the list does not hold yet (so it should be fetched and appended). */
export function isMissingLiveMatch(
  list: readonly LiveMatch[],
  update: { readonly id: number; readonly status?: number | undefined },
): boolean {
  return (
    update.status !== undefined &&
    isLiveListStatus(update.status) &&
    !list.some((match) => match.id === update.id)
  );
}

/**
 * A live list with a whole match added at the end when it is live and not listed yet; a listed
 * match is merged instead (`mergeLiveList`), and a match that is not live is left out.
 */
export function appendLiveMatch<M extends LiveMatch>(list: readonly M[], match: M): readonly M[] {
  if (list.some((item) => item.id === match.id)) return mergeLiveList(list, match);
  return isLiveListStatus(match.status) ? [...list, match] : list;
}

/**
 * An event's headline market of one type (its main or secondary market): the most balanced line of
 * that type, else the first line in list order. Lines not taking part (status 0) must already be left
 * out. The server picks `main_market` with it, and a page with it picks the main market among pushed
 * lines. Field access is passed in so both the server's rows and the contract's markets fit.
 */
export function pickHeadlineMarket<T>(
  list: Iterable<T>,
  marketTypeId: number,
  typeOf: (market: T) => number,
  isMostBalanced: (market: T) => boolean,
): T | null {
  let first: T | null = null;
  for (const market of list) {
    if (typeOf(market) !== marketTypeId) continue;
    if (isMostBalanced(market)) return market;
    first ??= market;
  }
  return first;
}
