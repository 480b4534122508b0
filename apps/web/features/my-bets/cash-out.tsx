'use client';

import type { Bet } from '@sportsbook/contract';
import { BetStatus } from '@sportsbook/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { platformKeys } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useQueryClient } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';
import { AutoCashOut } from './auto-cash-out.tsx';
import { formatBetMoney } from './format.ts';
import styles from './my-bets.module.css';
import { PartialCashOut } from './partial-cash-out.tsx';
import { cashoutBet, fetchBet, updateCachedBet, updateCachedCashout } from './queries.ts';

// Contract BetErrorCode values (not imported: the contract's runtime would bring zod along).
const AMOUNT_CHANGED = 'cashout_amount_changed';
const UNAVAILABLE = 'cashout_unavailable';

/**
 * Where a cash out stands in this card, an overlay over the cached bet that push keeps current:
 * confirming the offer the player clicked (`asked`), sending it, or failed with a message.
 */
type CashoutUi =
  | { phase: 'idle' }
  | { phase: 'confirm'; asked: number }
  | { phase: 'sending'; asked: number }
  | { phase: 'error'; message: string };

/**
 * Live cash out of an open bet (SPEC §7 POST /bets/cashout): "Cash out 12.34 EUR", a confirm step,
 * then the request with the offer shown. An offer that moved meanwhile (push, or the server refusing
 * the old amount) is shown and asked again; errors stay in the card. On success the card shows the
 * cashed-out bet and the header balance follows (balance_changed, and one accounts refetch).
 */
export function CashOut({ bet }: { bet: Bet }) {
  const t = useT('bets');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [ui, setUi] = useState<CashoutUi>({ phase: 'idle' });
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const offer = bet.to_cashout;
  const open = bet.status === BetStatus.waitingResults;
  const phase = ui.phase;

  useEffect(() => {
    if (phase === 'confirm') confirmRef.current?.focus();
  }, [phase]);

  if (bet.status === BetStatus.cashedOut && bet.win_amount !== null) {
    return (
      <p className={styles.cashoutDone} data-testid="cashout-done">
        {t('bets.cashout.done', { amount: formatBetMoney(bet.win_amount, bet, locale) })}
      </p>
    );
  }
  if (!open) return null;

  const money = (amount: number) => formatBetMoney(amount, bet, locale);

  const send = async (amount: number) => {
    setUi({ phase: 'sending', asked: amount });
    try {
      const cashed = await cashoutBet(locale, bet.id, amount);
      updateCachedBet(queryClient, cashed);
      // balance_changed updates the header at once; this one refetch covers a push connection that is down.
      void invalidateResources(platformKeys.accounts());
      setUi({ phase: 'idle' });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.code === AMOUNT_CHANGED || error.code === UNAVAILABLE)) {
        // The offer moved: show the current one and ask again (or say there is none now).
        try {
          updateCachedBet(queryClient, await fetchBet(locale, bet.id));
        } catch {
          if (error.code === UNAVAILABLE) updateCachedCashout(queryClient, bet.id, null);
        }
        if (error.code === AMOUNT_CHANGED) {
          setUi({ phase: 'confirm', asked: amount });
          return;
        }
      }
      const message =
        error instanceof ApiRequestError && error.status !== 401 && error.message
          ? error.message
          : t('bets.cashout.error');
      setUi({ phase: 'error', message });
    }
  };

  const cancel = () => {
    setUi({ phase: 'idle' });
    requestAnimationFrame(() => startRef.current?.focus());
  };

  if (ui.phase === 'confirm' || ui.phase === 'sending') {
    const changed = offer !== ui.asked;
    const sending = ui.phase === 'sending';
    return (
      <div className={styles.cashout} data-testid="cashout-confirm">
        {offer === null ? (
          <p role="alert" className={styles.cashoutNote}>
            {t('bets.cashout.unavailable')}
          </p>
        ) : (
          <p className={styles.cashoutQuestion} aria-live="polite">
            {changed && !sending ? (
              <span className={styles.cashoutChanged} data-testid="cashout-changed">
                {t('bets.cashout.changed', { amount: money(offer) })}{' '}
              </span>
            ) : null}
            {t('bets.cashout.confirm', { amount: money(sending ? ui.asked : offer) })}
          </p>
        )}
        <div className={styles.cashoutActions}>
          {offer !== null ? (
            <button
              type="button"
              ref={confirmRef}
              className={buttonClass('primary')}
              onClick={() => void send(offer)}
              disabled={sending}
            >
              {sending ? t('bets.cashout.pending') : t('bets.cashout.confirmButton')}
            </button>
          ) : null}
          <Button variant="secondary" onClick={cancel} disabled={sending}>
            {t('bets.cashout.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.cashout}>
      {ui.phase === 'error' ? (
        <p role="alert" className={styles.cashoutError}>
          {ui.message}
        </p>
      ) : null}
      {offer !== null ? (
        <button
          type="button"
          ref={startRef}
          className={buttonClass('secondary', 'md', styles.cashoutButton)}
          onClick={() => setUi({ phase: 'confirm', asked: offer })}
          data-testid="cashout-button"
        >
          {t('bets.cashout.button', { amount: money(offer) })}
        </button>
      ) : null}
      {offer !== null ? <PartialCashOut bet={bet} offer={offer} /> : null}
      <AutoCashOut bet={bet} offer={offer} />
    </div>
  );
}
