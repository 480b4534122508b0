'use client';

import { type Currency, formatMoneyLocale, type Subunits } from '@sportsbook/domain';
import { Suspense } from 'react';
import { Button } from '../../ui/button.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './cashier.module.css';
import { missingAmount } from './rules.ts';
import { useDeposit } from './start-deposit.ts';
import { useActiveAccount } from './use-amount.ts';

/**
 * The bet slip's insufficient-funds message when the stake exceeds the balance of the active account
 * (same currency): the amount missing and a Deposit action that opens the deposit with that amount
 * (the quick deposit when the player has it).
 */
export function SlipDepositOffer({ stake, currencyCode }: { stake: Subunits; currencyCode: string }) {
  const status = useAuthStatus();
  const account = useActiveAccount();
  if (status !== AuthStatus.loggedIn || !account || account.currency.code !== currencyCode) return null;
  const missing = missingAmount(stake, account.balance);
  if (missing <= 0) return null;
  // Its own boundary: the cashier's texts may still be loading (they come with the signed-in area).
  return (
    <Suspense fallback={null}>
      <DepositOffer missing={missing} currency={account.currency} />
    </Suspense>
  );
}

function DepositOffer({ missing, currency }: { missing: Subunits; currency: Currency }) {
  const t = useT('cashier');
  const locale = useLocale();
  const { start, quickReady } = useDeposit();
  const text = `${formatMoneyLocale(missing, currency, locale)} ${currency.code}`;
  return (
    <div className={styles.slipOffer} role="status" data-testid="slip-deposit-offer">
      <div>
        <p className={styles.slipOfferTitle}>{t('cashier.slip.insufficient')}</p>
        <p>
          {t('cashier.slip.missing')} <bdi dir="ltr">{text}</bdi>
        </p>
      </div>
      <Button size="sm" onClick={() => start({ amount: missing, source: 'slip' }, quickReady)}>
        {t('cashier.deposit.button')}
      </Button>
    </div>
  );
}

/**
 * The Deposit action of the slip's insufficient-funds error (the API refused the placement): opens
 * the deposit with what the stake lacks against the active account.
 */
export function SlipDepositButton(props: { stake: Subunits; currencyCode: string }) {
  return (
    <Suspense fallback={null}>
      <DepositButton {...props} />
    </Suspense>
  );
}

function DepositButton({ stake, currencyCode }: { stake: Subunits; currencyCode: string }) {
  const t = useT('cashier');
  const account = useActiveAccount();
  const { start, quickReady } = useDeposit();
  const missing =
    account && account.currency.code === currencyCode ? missingAmount(stake, account.balance) : 0;
  return (
    <Button
      variant="secondary"
      onClick={() => start({ ...(missing > 0 ? { amount: missing } : {}), source: 'slip' }, quickReady)}
    >
      {t('cashier.deposit.button')}
    </Button>
  );
}
