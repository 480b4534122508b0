/** The special tab key of the bet builder (SPEC §2 special tab keys). */
export const BET_BUILDER_TAB = 'betbuilder';
/** The builder's island name (`data-island`, betslip/early-clicks.ts): its code loads on its own. */
export const BET_BUILDER_ISLAND = 'bet-builder';
