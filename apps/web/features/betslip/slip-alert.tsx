'use client';

import { ALERT_AUTO_CLOSE_MS } from '@sportsbook/domain';
import { useEffect } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { setSlipUi, useSlipUi } from './slip-ui.ts';

/** The slip's alert: one at a time, closed by its button or after ALERT_AUTO_CLOSE_MS (SPEC §2). */
export function SlipAlert() {
  const t = useT();
  const { alert } = useSlipUi();
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setSlipUi({ alert: null }), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  if (!alert) return null;
  return (
    <div role="alert" className={styles.alert}>
      <div>
        <p className={styles.alertTitle}>{t(alert.title)}</p>
        <p className={styles.alertText}>{t(alert.description)}</p>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setSlipUi({ alert: null })}
        aria-label={t('sb.ticket.alert.close')}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
