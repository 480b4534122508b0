'use client';

import { useT } from '../i18n/provider.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps } from '../modals/modal-store.ts';
import { DepositFlow } from './deposit-flow.tsx';

/** The iframe deposit modal (SPEC §2). */
export function DepositModal({ amount, source }: ModalProps['iframe_deposit']) {
  const t = useT('cashier');
  const close = () => closeModal('iframe_deposit');
  return (
    <ModalDialog
      name="iframe_deposit"
      title={t('cashier.deposit.title')}
      description={
        source === 'reminder'
          ? t('cashier.reminder.description')
          : source === 'slip'
            ? t('cashier.deposit.forSlip')
            : t('cashier.deposit.description')
      }
      onClose={close}
    >
      <DepositFlow initialAmount={amount} onDone={() => close()} onLeave={close} />
    </ModalDialog>
  );
}
