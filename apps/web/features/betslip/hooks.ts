'use client';

export { selectOutcome } from './pending-clicks.ts';
export { useIsSelected, useTicketCount } from './selection-index.ts';
