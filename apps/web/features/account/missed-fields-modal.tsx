'use client';

import { Button } from '../../ui/button.tsx';
import { usePlayer } from '../auth/queries.ts';
import { useT } from '../i18n/provider.tsx';
import { FormMessage } from '../modals/field.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import styles from './account.module.css';

/**
 * Profile fields a deposit needs that are still empty (Player.auth_fields_missed). Before a deposit
 * it cannot be closed (SPEC §2) until they are filled; the phone is completed here by verification,
 * the other fields on the platform's profile page.
 */
export function MissedFieldsModal({ forDeposit }: ModalProps['missed_fields']) {
  const t = useT();
  const player = usePlayer();
  const missing = player.data?.auth_fields_missed ?? [];
  const closable = !forDeposit || (player.isSuccess && missing.length === 0);
  return (
    <ModalDialog
      name="missed_fields"
      title={t('account.missedFields.title')}
      description={forDeposit ? t('account.missedFields.forDeposit') : t('account.missedFields.description')}
      closable={closable}
      onClose={() => closeModal('missed_fields')}
      footer={
        missing.includes('mobile_phone') ? (
          <Button onClick={() => openModal('phone_verification', { required: forDeposit === true })}>
            {t('account.phone.title')}
          </Button>
        ) : undefined
      }
    >
      {missing.length === 0 && player.isSuccess ? (
        <FormMessage tone="success">{t('account.missedFields.none')}</FormMessage>
      ) : (
        <ul className={styles.missedList}>
          {missing.map((field) => (
            <li key={field}>{t(`account.field.${field}`)}</li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
