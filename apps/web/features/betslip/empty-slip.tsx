'use client';

import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import styles from './slip-frame.module.css';

/**
 * The empty slip: what the BET_SLIP tab shows before the slip's runtime loads (the slip is empty until
 * then, and no alert can come up), and what the runtime's slip-content.tsx shows once the slip is empty.
 */
export function EmptySlip() {
  const t = useT();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name="ticket" size={28} />
      </span>
      <p className={styles.emptyTitle}>{t('shell.betSlip.empty')}</p>
      <p className={styles.emptyHint}>{t('shell.betSlip.hint')}</p>
    </div>
  );
}
