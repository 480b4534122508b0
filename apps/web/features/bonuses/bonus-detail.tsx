'use client';

import type { Bonus } from '@sportsbook/contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { useT } from '../i18n/provider.tsx';
import { BonusCard } from './bonus-card.tsx';
import styles from './bonuses.module.css';

/** The bonus detail modal: the bonus's card with its terms, in a native modal dialog. */
export function BonusDetail({ bonus, onClose }: { bonus: Bonus; onClose: () => void }) {
  const t = useT('bonuses');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="bonus-detail-title" onClose={onClose}>
      <h2 id="bonus-detail-title" className={styles.groupTitle}>
        {t('bonuses.detail.title')}
      </h2>
      <BonusCard bonus={bonus} showTerms />
      <Button variant="secondary" onClick={() => ref.current?.close()}>
        {t('bonuses.detail.close')}
      </Button>
    </dialog>
  );
}
