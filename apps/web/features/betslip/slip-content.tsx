'use client';

import { TicketPhase, type TicketState } from '@sportsbook/domain';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { EmptySlip } from './empty-slip.tsx';
import { SlipAlert } from './slip-alert.tsx';

// The filled slip (bet cards, stakes, system bets, bonus picker, totals) and the receipt load when the
// first selection goes in or a ticket is restored: a page whose slip stays empty never downloads them.
const SlipTicket = lazy(() => import('./slip-ticket.tsx').then((m) => ({ default: m.SlipTicket })));
const PlacementResult = lazy(() =>
  import('./placement-result.tsx').then((m) => ({ default: m.PlacementResult })),
);

/** While the filled slip's code loads: the panel says it is busy rather than empty. */
const LOADING = <div className={styles.content} aria-busy="true" />;

/**
 * The BET_SLIP tab: the empty slip and the alert here; the bets with their selections and stakes, bet
 * type switch, totals, the odds-change notice, clear, share and place (slip-ticket.tsx), and the
 * success or error view after a placement, loaded on first use.
 */
export function SlipContent({ ticket }: { ticket: TicketState }) {
  const t = useT();
  const phase = ticket.ticketState;
  if (phase === TicketPhase.success || phase === TicketPhase.error) {
    return (
      <>
        <SlipAlert />
        <Suspense fallback={LOADING}>
          <PlacementResult ticket={ticket} />
        </Suspense>
      </>
    );
  }
  if (ticket.bets.length === 0) {
    return (
      <>
        <SlipAlert />
        {ticket.isRestoring ? <p className={styles.hint}>{t('sb.ticket.restoring')}</p> : <EmptySlip />}
      </>
    );
  }
  return (
    <Suspense fallback={LOADING}>
      <SlipTicket ticket={ticket} />
    </Suspense>
  );
}
