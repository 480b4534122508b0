'use client';

import { ticketStore } from '../betslip/ticket-store.ts';
import { useT } from '../i18n/provider.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import styles from './bet-builder.module.css';
import { keepCustomBet, replaceCustomBet, useCustomBetModal } from './custom-bet-store.ts';

/**
 * The custom-bet modal (SPEC §2 Modals): the slip already holds a bet builder bet (SPEC §5: one
 * custom bet per ticket), so the player replaces it with the new one or keeps it.
 */
export function CustomBetModal() {
  const t = useT('betslip');
  const request = useCustomBetModal();
  if (!request) return null;
  return (
    <ModalDialog
      name="custom_bet"
      title={t('betBuilder.modal.title')}
      description={t('betBuilder.modal.text')}
      tone="warning"
      onClose={keepCustomBet}
      footer={
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={keepCustomBet} data-autofocus>
            {t('betBuilder.modal.keep')}
          </button>
          <button type="button" className={styles.primary} onClick={() => replaceCustomBet(ticketStore)}>
            {t('betBuilder.modal.replace')}
          </button>
        </div>
      }
    />
  );
}
