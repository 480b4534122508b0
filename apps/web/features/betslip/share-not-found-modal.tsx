'use client';

import { useT } from '../i18n/provider.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import styles from './betslip.module.css';
import { setSlipUi, useSlipUi } from './slip-ui.ts';

/** The share-bet-not-found modal (SPEC §2, §8): link-not-found, link-try-another-bet or link-try-later. */
export function ShareNotFoundModal() {
  const t = useT();
  const { notFound } = useSlipUi();
  if (!notFound) return null;
  const close = () => setSlipUi({ notFound: null });
  return (
    <ModalDialog
      name="share_bet_not_found"
      title={t('sb.share.title')}
      description={t(`sb.share.${notFound}`)}
      tone="warning"
      onClose={close}
      footer={
        <button type="button" className={styles.primaryButton} onClick={close} data-autofocus>
          {t('sb.share.ok')}
        </button>
      }
    />
  );
}
