'use client';

import {
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
import { SlipAlert } from './slip-alert.tsx';
import { SlipFooter, SlipToolbar } from './slip-footer.tsx';
import { ticketStore } from './ticket-store.ts';

function currencyOfBets(state: TicketState): Currency {
  return state.settings.currency;
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
 * The filled BET_SLIP tab: the bets with their selections and stakes, bet type switch, totals, the
 * odds-change notice, clear, share and place (loaded by slip-content.tsx once there are bets).
 */
export function SlipTicket({ ticket }: { ticket: TicketState }) {
  const t = useT();
  const status = useAuthStatus();
  const account = useActiveAccount();
  const phase = ticket.ticketState;
  const bets = ticket.bets;
  // A free bet's stake is the bonus's amount, not cash: no maximum stake applies to it.
  const maxStakes = useMaxStakes(cashBets(bets));

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
