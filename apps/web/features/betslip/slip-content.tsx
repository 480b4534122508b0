'use client';

import {
  ALERT_AUTO_CLOSE_MS,
  BetType,
  betLabelKey,
  type Currency,
  cashBets,
  enteredStakeSumOf,
  type Subunits,
  TicketPhase,
  type TicketState,
  validateTicket,
} from '@sportsbook/domain';
import { useEffect } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { missingAmount } from '../cashier/rules.ts';
import { useActiveAccount } from '../cashier/use-amount.ts';
import { useT } from '../i18n/provider.tsx';
import { AmbProgress } from './amb-progress.tsx';
import { BetCard } from './bet-card.tsx';
import { BetTypeSwitch } from './bet-type-switch.tsx';
import styles from './betslip.module.css';
import { useMaxStakes } from './max-stake.ts';
import { PlacementResult } from './placement-result.tsx';
import { SlipFooter, SlipToolbar } from './slip-footer.tsx';
import { setSlipUi, useSlipUi } from './slip-ui.ts';
import { ticketStore } from './ticket-store.ts';

function currencyOfBets(state: TicketState): Currency {
  return state.settings.currency;
}

/** The slip's alert: one at a time, closed by its button or after ALERT_AUTO_CLOSE_MS (SPEC §2). */
function SlipAlert() {
  const t = useT();
  const { alert } = useSlipUi();
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setSlipUi({ alert: null }), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  if (!alert) return null;
  return (
    <div role="alert" className={styles.alert}>
      <div>
        <p className={styles.alertTitle}>{t(alert.title)}</p>
        <p className={styles.alertText}>{t(alert.description)}</p>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setSlipUi({ alert: null })}
        aria-label={t('sb.ticket.alert.close')}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

function EmptySlip() {
  const t = useT();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name="ticket" size={28} />
      </span>
      <p className={styles.emptyTitle}>{t('shell.betSlip.empty')}</p>
      <p className={styles.hint}>{t('shell.betSlip.hint')}</p>
    </div>
  );
}

function OddsChangedNotice() {
  const t = useT();
  return (
    <div className={styles.notice} role="status">
      <div>
        <p className={styles.noticeTitle}>{t('sb.ticket.oddsChanged')}</p>
        <p className={styles.hint}>{t('sb.ticket.oddsChangedHint')}</p>
      </div>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={() => ticketStore.dispatch({ type: 'oddsChangesAccepted' })}
      >
        {t('sb.ticket.acceptOdds')}
      </button>
    </div>
  );
}

/**
 * The BET_SLIP tab: the bets with their selections and stakes, bet type switch, totals, the
 * odds-change notice, clear, share and place; the success or error view after a placement.
 */
export function SlipContent({ ticket }: { ticket: TicketState }) {
  const t = useT();
  const status = useAuthStatus();
  const account = useActiveAccount();
  const phase = ticket.ticketState;
  const bets = ticket.bets;
  const editing = phase !== TicketPhase.success && phase !== TicketPhase.error;
  // A free bet's stake is the bonus's amount, not cash: no maximum stake applies to it.
  const maxStakes = useMaxStakes(editing ? cashBets(bets) : []);

  if (phase === TicketPhase.success || phase === TicketPhase.error) {
    return (
      <>
        <SlipAlert />
        <PlacementResult ticket={ticket} />
      </>
    );
  }
  if (bets.length === 0) {
    return (
      <>
        <SlipAlert />
        {ticket.isRestoring ? <p className={styles.hint}>{t('sb.ticket.restoring')}</p> : <EmptySlip />}
      </>
    );
  }

  const currency = currencyOfBets(ticket);
  const staked = bets.filter((b) => b.stake > 0);
  // Each bet against its own maximum stake (SPEC §5), before placement rather than after a refusal.
  const validation = validateTicket(staked, {
    currency,
    settings: ticket.settings,
    maxStakeByBet: maxStakes,
  });
  const singlesCount = bets.filter((b) => b.betType === BetType.single).length;
  const processing = phase === TicketPhase.processing;
  // A stake above the balance is short of funds (the deposit offer), not above a maximum stake.
  const missing =
    status === AuthStatus.loggedIn && account?.currency.code === currency.code
      ? missingAmount(enteredStakeSumOf(cashBets(bets)), account.balance)
      : 0;
  const canPlace = staked.length > 0 && validation.isValid && missing <= 0 && !processing;
  // Stake problems show at their stake field; the rest once here.
  const firstError = [...validation.errors, ...Object.values(validation.byBet).flatMap((v) => v.errors)].find(
    (code) => !code.startsWith('error.stake'),
  );
  const hasUnavailable = bets.some((b) => b.selections.some((s) => s.isSuspended || s.isNotAvailable));

  return (
    <div className={styles.content} aria-busy={processing || undefined}>
      <SlipAlert />
      <BetTypeSwitch ticket={ticket} />
      {singlesCount > 1 && <h3 className={styles.groupLabel}>{t('sb.ticket.singles')}</h3>}
      <ul className={styles.bets}>
        {bets.map((bet) => (
          <BetCard
            key={bet.id}
            bet={bet}
            label={
              bet.betType === BetType.single && singlesCount > 1 ? null : t(betLabelKey(bet, singlesCount))
            }
            systemTypes={ticket.systemTypes}
            disabled={processing}
            errors={validation.byBet[bet.id]?.errors ?? []}
            maxStake={
              status === AuthStatus.loggedIn && !(bet.freebetStake > 0)
                ? (maxStakes[bet.id] ?? null)
                : undefined
            }
            missing={missing as Subunits}
          />
        ))}
      </ul>
      <AmbProgress bets={bets} />
      {phase === TicketPhase.oddsChanged && <OddsChangedNotice />}
      <SlipToolbar bets={bets} hasUnavailable={hasUnavailable} processing={processing} />
      <SlipFooter
        bets={bets}
        currency={currency}
        canPlace={canPlace}
        processing={processing}
        firstError={phase === TicketPhase.oddsChanged ? undefined : firstError}
      />
    </div>
  );
}
