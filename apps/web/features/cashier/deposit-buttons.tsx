'use client';

import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import styles from './cashier.module.css';
import { useDeposit } from './start-deposit.ts';

/** The header's Deposit button (signed-in players), with Quick deposit beside it when the flags allow. */
export function DepositButtons() {
  const t = useT('cashier');
  const { start, quickReady } = useDeposit();
  return (
    <div className={styles.headerButtons}>
      {quickReady ? (
        <button
          type="button"
          className={styles.quickButton}
          onClick={() => start({ source: 'header' }, true)}
          data-testid="quick-deposit-button"
          title={t('cashier.quick.title')}
        >
          <Icon name="bolt" size={18} />
          <span className="visually-hidden">{t('cashier.quick.title')}</span>
        </button>
      ) : null}
      <button
        type="button"
        className={styles.depositButton}
        onClick={() => start({ source: 'header' })}
        data-testid="deposit-button"
      >
        <Icon name="plus" size={18} className={styles.depositIcon} />
        <span className={styles.depositLabel}>{t('cashier.deposit.button')}</span>
      </button>
    </div>
  );
}
