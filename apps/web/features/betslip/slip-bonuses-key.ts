/**
 * Prefix of the slip's bonus-offer queries (`bonus-offers.ts`), on its own so the push handler can
 * refetch the offers when `bonus_issued` arrives without loading the slip's modules.
 */
export const SLIP_BONUSES_KEY = ['platform', 'slip-bonuses'] as const;
