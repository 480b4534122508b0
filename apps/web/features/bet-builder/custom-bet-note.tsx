'use client';

import { useT } from '../i18n/provider.tsx';
import styles from './bet-builder.module.css';
import { useIsUnpriced } from './custom-bet-store.ts';

/** Under a slip custom bet: says so when the server no longer prices its combination. */
export function CustomBetNote({ betId }: { betId: string }) {
  const t = useT('betslip');
  const unpriced = useIsUnpriced(betId);
  if (!unpriced) return null;
  return (
    <p className={styles.note} role="status">
      {t('betBuilder.slip.unpriced')}
    </p>
  );
}
