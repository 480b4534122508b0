'use client';

import { quickBetStore } from './quick-bet-store.ts';
import { setQuickBetOn } from './quick-bet-switch.ts';
import { watchSlipOpen } from './slip-controller.tsx';

/**
 * The bet slip's runtime, loaded on first use (slip-runtime.ts): the ticket and quick bet stores with
 * their rules, what an odds click does, the filled slip's views and the slip's controller.
 */
export { QuickBetFields, QuickBetStatusText } from './quick-bet-fields.tsx';
export { quickBetStore } from './quick-bet-store.ts';
export { restoreFromShareCode } from './restore.ts';
export { selectOutcome, slipSettingsKnown, toggleSelection, whenSlipSettingsKnown } from './slip-actions.ts';
export { SlipBody, SlipExtras } from './slip-body.tsx';
export { withoutOpeningSheet } from './slip-controller.tsx';
export { ticketStore } from './ticket-store.ts';

watchSlipOpen();
// The switch (quick-bet-section.tsx) follows the store from now on: a restore, sign-out, a balance short of the stake.
quickBetStore.subscribe(() => setQuickBetOn(quickBetStore.getState().isEnabled));
