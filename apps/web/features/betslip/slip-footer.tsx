'use client';

import {
  type Currency,
  cashBets,
  enteredStakeSumOf,
  potentialWinOf,
  pricedBetOf,
  type Subunits,
  slipWinOf,
  type TicketBet,
} from '@sportsbook/domain';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { SlipDepositOffer } from '../cashier/slip-deposit-offer.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';
import { ShareSlip } from './share-slip.tsx';
import { ticketStore } from './ticket-store.ts';

/** Sum of the potential wins of the bets, in subunits. */
function potentialWinSum(bets: readonly TicketBet[]): Subunits {
  return bets.reduce((sum, bet) => sum + slipWinOf(bet, potentialWinOf(pricedBetOf(bet))), 0) as Subunits;
}

/**
 * The slip's footer: total stake (as entered), the potential win only when the bets can be placed
 * ("—" otherwise), the insufficient-funds offer, the first error and Place.
 */
export function SlipFooter({
  bets,
  currency,
  canPlace,
  processing,
  firstError,
}: {
  bets: readonly TicketBet[];
  currency: Currency;
  /** Whether the staked bets pass validation and the balance covers them. */
  canPlace: boolean;
  processing: boolean;
  /** The first non-stake validation error to show, if any. */
  firstError: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const status = useAuthStatus();
  const signedOut = status === AuthStatus.notLoggedIn;
  const staked = bets.filter((b) => b.stake > 0);
  const total = enteredStakeSumOf(bets);
  return (
    <div className={styles.footer}>
      <dl className={styles.totals}>
        <div>
          <dt>{t('sb.ticket.totalStake')}</dt>
          <dd dir="ltr" data-testid="slip-total-stake">
            {formatAmount(total, currency, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('sb.ticket.potentialWin')}</dt>
          <dd dir="ltr" className={styles.win} data-testid="slip-potential-win">
            {canPlace ? formatAmount(potentialWinSum(bets), currency, locale) : '—'}
          </dd>
        </div>
      </dl>
      {staked.length > 0 && (
        <SlipDepositOffer stake={enteredStakeSumOf(cashBets(bets))} currencyCode={currency.code} />
      )}
      {staked.length > 0 && firstError && <p className={styles.fieldError}>{t(firstError)}</p>}
      <button
        type="button"
        className={styles.placeButton}
        disabled={(!canPlace && !signedOut) || processing}
        aria-disabled={processing || undefined}
        onClick={() =>
          ticketStore.dispatch({ type: 'placeRequested', isLoggedIn: status === AuthStatus.loggedIn })
        }
      >
        {processing ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t('sb.ticket.placing')}
          </>
        ) : staked.length > 1 ? (
          t('sb.ticket.placeCount', { count: staked.length })
        ) : (
          t('sb.ticket.place')
        )}
      </button>
      {signedOut && <p className={styles.hint}>{t('sb.ticket.signInToPlace')}</p>}
      {!signedOut && staked.length === 0 && <p className={styles.hint}>{t('error.stake.required')}</p>}
    </div>
  );
}

/** Remove unavailable selections, clear and share, under the bets. */
export function SlipToolbar({
  bets,
  hasUnavailable,
  processing,
}: {
  bets: readonly TicketBet[];
  hasUnavailable: boolean;
  processing: boolean;
}) {
  const t = useT();
  return (
    <div className={styles.toolbar}>
      {hasUnavailable && (
        <button
          type="button"
          className={styles.linkButton}
          disabled={processing}
          onClick={() => ticketStore.dispatch({ type: 'unavailableSelectionsRemoved' })}
        >
          {t('sb.ticket.removeUnavailable')}
        </button>
      )}
      <button
        type="button"
        className={styles.linkButton}
        disabled={processing}
        onClick={() => ticketStore.dispatch({ type: 'ticketCleared' })}
      >
        {t('sb.ticket.clear')}
      </button>
      <ShareSlip bets={bets} />
    </div>
  );
}
