/** Session-storage key of the quick bet (SPEC §9 session: quick bet). */
export const QUICK_BET_STORAGE_KEY = 'sportsbook.quick-bet';

/** Query parameter of a shared bet link (SPEC §2). */
export const BET_CODE_PARAM = 'betcode';

/** Session-storage key of odds clicks waiting for the slip's runtime (pending-clicks.ts). */
export const PENDING_CLICKS_STORAGE_KEY = 'sportsbook.betslip.pending';
