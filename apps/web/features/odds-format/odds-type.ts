import { isOddsType, OddsType } from '@sportsbook/domain';

/** Name of an odds display format (european, british, hongkong, american, indonesian, malaysian). */
export type OddsTypeName = OddsType;

/** localStorage key of the chosen odds format (SPEC §9 local storage: odds type). */
export const ODDS_STORAGE_KEY = 'sb.oddsType';
/** Cookie mirroring the choice so server rendering prints odds in it too. */
export const ODDS_COOKIE = 'sb_odds';
export const DEFAULT_ODDS_TYPE: OddsTypeName = OddsType.european;

/** A stored value as an odds format, else the default (european). */
export function oddsTypeFrom(value: string | null | undefined): OddsTypeName {
  return isOddsType(value) ? value : DEFAULT_ODDS_TYPE;
}
