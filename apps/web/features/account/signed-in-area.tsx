'use client';

import type { Account } from '@sportsbook/contract';
import { formatMoneyLocale, type Subunits } from '@sportsbook/domain';
import { useId } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { usePopover } from '../../ui/use-popover.ts';
import { CURRENCY_CODES, currencyOf } from '../auth/currencies.ts';
import { displayName } from '../auth/display-name.ts';
import { currencySwitched, platformApi, useAccounts, usePlayer } from '../auth/queries.ts';
import { signOut } from '../auth/session.ts';
import { DepositButtons } from '../cashier/deposit-buttons.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { NotificationCentre } from '../notifications/notification-centre.tsx';
import { useMutation } from '../query/hooks.ts';
import { flagOn } from '../site/rules.ts';
import { useFeatureFlags } from '../site/use-site-config.ts';
import styles from './account.module.css';
import { SIGNED_IN_HEADER_NAMESPACES } from './signed-in-preload.ts';

/** An account's balance as text: "1,000.00 EUR" in the locale's digits (SPEC §3: available_to_bet_with_locked_cents). */
export function formatBalance(
  account: Pick<Account, 'currency' | 'available_to_bet_with_locked_cents'>,
  locale: string,
) {
  const amount = account.available_to_bet_with_locked_cents as Subunits;
  return `${formatMoneyLocale(amount, currencyOf(account.currency), locale)} ${account.currency}`;
}

/** The signed-in player's part of the header: deposit, the notification centre and the balance menu. */
export function SignedInArea() {
  return (
    <div className={styles.signedIn}>
      <DepositButtons />
      <NotificationCentre />
      <AccountMenu />
    </div>
  );
}

function AccountMenu() {
  const responsibleGambling = flagOn(useFeatureFlags(), 'responsible_gambling');
  const t = useT(...SIGNED_IN_HEADER_NAMESPACES);
  const locale = useLocale();
  const player = usePlayer().data;
  const accounts = useAccounts().data;
  const { open, setOpen, buttonRef, rootRef } = usePopover();
  const panelId = useId();
  const switchCurrency = useMutation({
    mutationFn: (currency: string) => platformApi.switchCurrency(locale, currency),
    onSuccess: (response) => currencySwitched(response),
  });
  const leave = useMutation({
    mutationFn: () => signOut(locale),
    // The menu is gone with the session: focus moves to the header's sign-in button.
    onSuccess: () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-modal-return]')?.focus()),
  });

  const active = accounts?.find((account) => account.active) ?? accounts?.[0];
  const name = player ? displayName(player) : '';
  const missing = CURRENCY_CODES.filter((code) => !accounts?.some((account) => account.currency === code));
  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.balanceButton}
        aria-expanded={open}
        aria-controls={panelId}
        data-modal-return=""
        data-testid="account-button"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={18} className={styles.userIcon} />
        <span className={styles.balanceText}>
          <span className="visually-hidden">{t('account.balance')} </span>
          {active ? (
            <span data-testid="header-balance" dir="ltr">
              {formatBalance(active, locale)}
            </span>
          ) : (
            <Skeleton width="5rem" height="1rem" />
          )}
        </span>
        <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden="true" className={styles.chevron}>
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.name} data-testid="display-name">
          {name}
        </p>
        {player?.email && player.email !== name ? <p className={styles.email}>{player.email}</p> : null}
        <h3 className={styles.sectionTitle} id={`${panelId}-accounts`}>
          {t('account.accounts')}
        </h3>
        <ul className={styles.accounts} aria-labelledby={`${panelId}-accounts`}>
          {accounts?.map((account) => (
            <li key={account.currency}>
              <button
                type="button"
                className={styles.accountButton}
                aria-pressed={account.active}
                disabled={switchCurrency.isPending}
                onClick={() => {
                  if (!account.active) switchCurrency.mutate(account.currency);
                }}
              >
                <span className={styles.currency}>{account.currency}</span>
                <span dir="ltr">{formatBalance(account, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
        {missing.length > 0 ? (
          <div className={styles.openAccount}>
            <span className={styles.muted}>{t('account.openAccount')}</span>
            {missing.map((code) => (
              <button
                key={code}
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={switchCurrency.isPending}
                onClick={() => switchCurrency.mutate(code)}
                aria-label={t('account.openAccountIn', { currency: code })}
              >
                {code}
              </button>
            ))}
          </div>
        ) : null}
        {switchCurrency.isError ? (
          <p role="alert" className={styles.error}>
            {t('auth.error.default')}
          </p>
        ) : null}
        <ul className={styles.links}>
          <li>
            <LocaleLink href="/account" className={styles.link} onClick={close} data-testid="account-link">
              {t('account.page.title')}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink href="/wallet/transactions" className={styles.link} onClick={close}>
              {t('cashier.menu.transactions')}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink href="/promotions" className={styles.link} onClick={close}>
              {t('bonuses.page.title')}
            </LocaleLink>
          </li>
          {responsibleGambling && (
            <li>
              <LocaleLink href="/responsible-gambling" className={styles.link} onClick={close}>
                {t('rg.title')}
              </LocaleLink>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                close();
                openModal('phone_verification');
              }}
            >
              {t('account.phone.title')}
            </button>
          </li>
          {player && player.auth_fields_missed.length > 0 ? (
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  close();
                  openModal('missed_fields');
                }}
              >
                {t('account.missedFields.title')}
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={styles.link}
              data-testid="sign-out"
              disabled={leave.isPending}
              onClick={() => leave.mutate()}
            >
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
