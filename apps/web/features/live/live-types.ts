import type { Match, Statistics } from '@sportsbook/contract';

// What the live store holds and what a server render seeds it with (live-store.ts).

/** Which way odds moved in their last change. */
export type OddsDirection = 'up' | 'down';

/** An outcome as the page shows it now. */
export interface OutcomeLive {
  /** Decimal odds × 1000. */
  readonly odds: number;
  readonly active: boolean;
  /** Status code of the outcome's market. */
  readonly marketStatus: number;
  /** Direction of the last odds change; null when the odds have not changed on this page. */
  readonly direction: OddsDirection | null;
  /** When the last odds change arrived (ms since epoch); 0 for none. */
  readonly changedAt: number;
  /**
   * `direction` while the last odds change is less than the flash duration old, then null: the store
   * clears expired flashes itself (one shared timer), so components need no timers of their own.
   */
  readonly flash: OddsDirection | null;
}

/** What a server render tells the store about an outcome. */
export type OutcomeSeed = Pick<OutcomeLive, 'odds' | 'active' | 'marketStatus'>;

/** The live fields of a match and what filtering needs (sport and provider). */
export interface MatchLive {
  readonly id: number;
  readonly status: Match['status'];
  readonly bettable: boolean;
  readonly stage: string | null;
  readonly statistics: Statistics | null;
  readonly provider: string;
  readonly sportKey: string;
}

/** The live fields of a match as a server render gives them. */
export function matchSeedOf(
  match: Pick<Match, 'id' | 'status' | 'bettable' | 'stage' | 'statistics' | 'provider'> & {
    sport: Pick<Match['sport'], 'key'>;
  },
): MatchLive {
  return {
    id: match.id,
    status: match.status,
    bettable: match.bettable,
    stage: match.stage,
    statistics: match.statistics,
    provider: match.provider,
    sportKey: match.sport.key,
  };
}
