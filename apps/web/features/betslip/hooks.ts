'use client';

import type { SelectionInput } from '@sportsbook/domain';
import { withSlip } from './slip-runtime.ts';

export { useIsSelected, useTicketCount } from './selection-index.ts';

/**
 * What an odds click does (slip-actions.ts `selectOutcome`: the slip toggle or a quick bet), once the
 * slip's runtime is there: the first click on a page loads it.
 */
export function selectOutcome(selection: SelectionInput): void {
  withSlip((slip) => slip.selectOutcome(selection));
}
