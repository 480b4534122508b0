export { OddsFormatSwitcher } from './odds-format-switcher.tsx';
export {
  DEFAULT_ODDS_TYPE,
  ODDS_COOKIE,
  ODDS_STORAGE_KEY,
  type OddsTypeName,
  oddsTypeFrom,
} from './odds-type.ts';
export { OddsTypeProvider, setOddsType, useOddsType } from './store.tsx';
