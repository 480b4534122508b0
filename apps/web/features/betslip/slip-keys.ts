/** Session-storage key of the quick bet (SPEC §9 session: quick bet). */
export const QUICK_BET_STORAGE_KEY = 'sportsbook.quick-bet';

/** Query parameter of a shared bet link (SPEC §2). */
export const BET_CODE_PARAM = 'betcode';
