'use client';

import type { JackpotHit } from '@sportsbook/contract';
import { Button } from '../../ui/button.tsx';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal } from '../modals/modal-store.ts';
import styles from './jackpots.module.css';

/** The jackpot hit modal (SPEC §2): what the player won, on which level, and whether it is credited. */
export function JackpotHitModal({ hit }: { hit: JackpotHit }) {
  const t = useT('jackpots');
  const locale = useLocale();
  const close = () => closeModal('jackpot_hit');
  return (
    <ModalDialog
      name="jackpot_hit"
      tone="success"
      title={t('sb.general.jackpot-hit.title')}
      description={t('jackpots.hit.description', {
        level: hit.jackpot_level_name,
        jackpot: hit.jackpot_name,
      })}
      onClose={close}
      footer={
        <Button onClick={close} data-autofocus="">
          {t('jackpots.hit.close')}
        </Button>
      }
    >
      <p className={styles.hitAmount} data-jackpot-hit-amount="">
        {formatBalanceAmount(hit.amount, hit.currency, locale)}
      </p>
      <p className={styles.hitStatus}>
        {hit.status === 'paid' ? t('jackpots.hit.paid') : t('jackpots.hit.approved')}
      </p>
    </ModalDialog>
  );
}
