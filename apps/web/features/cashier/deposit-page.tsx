'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { useRouter } from 'next/navigation';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { usePlayer } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { useCashierConfig } from './api.ts';
import { DepositFlow } from './deposit-flow.tsx';
import styles from './pages.module.css';
import { DEPOSIT_PATH } from './return-routes.ts';
import { missedDepositFields } from './rules.ts';

/**
 * The deposit page (SPEC §2 wallet deposit path): the amount, then the provider's card form on a full
 * page (as a hosted provider shows it), which sends the player back to the return pages
 * (`/wallet/deposit/success|error|pending`). Visitors are asked to sign in; missing deposit fields
 * open the missed-fields prompt first (it continues in the deposit modal).
 */
export function DepositPage() {
  const t = useT('cashier', 'bets');
  const locale = useLocale();
  const router = useRouter();
  const status = useAuthStatus();
  const config = useCashierConfig();
  const player = usePlayer().data;
  const missed = missedDepositFields(config?.requiredDepositFields, player?.auth_fields_missed);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('cashier.deposit.title')}</h1>
      <p className={styles.text}>{t('cashier.deposit.description')}</p>
      {status === AuthStatus.notLoggedIn ? (
        <EmptyState
          icon="wallet"
          headingLevel={2}
          title={t('cashier.page.signedOut')}
          action={<Button onClick={() => openModal('sign_in')}>{t('bets.signIn')}</Button>}
        />
      ) : status !== AuthStatus.loggedIn || !config || !player ? (
        <p className={styles.text}>{t('cashier.loading')}</p>
      ) : missed.length > 0 ? (
        <Button
          onClick={() =>
            openModal('missed_fields', {
              forDeposit: true,
              fields: missed,
              continueTo: { modal: 'iframe_deposit', request: { source: 'page' } },
            })
          }
        >
          {t('cashier.page.completeProfile')}
        </Button>
      ) : (
        <div className={styles.panel}>
          <DepositFlow
            fullPage
            onDone={(result) => {
              if (result)
                router.push(localizedPath(`${DEPOSIT_PATH}/${result}`, locale, DEFAULT_LOCALE_CONFIG));
            }}
          />
        </div>
      )}
    </section>
  );
}
