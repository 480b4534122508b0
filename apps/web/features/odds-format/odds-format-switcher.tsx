'use client';

import { ODDS_TYPES } from '@sportsbook/domain';
import { useId } from 'react';
import styles from '../i18n/locale-switcher.module.css';
import { useT } from '../i18n/provider.tsx';
import { setOddsType, useOddsType } from './store.tsx';

/** Native select listing the six odds formats with localised labels. */
export function OddsFormatSwitcher({ className }: { className?: string }) {
  const t = useT();
  const oddsType = useOddsType();
  const id = useId();
  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.settings.oddsFormat')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={oddsType}
        data-testid="odds-format"
        onChange={(event) => setOddsType(event.target.value as typeof oddsType)}
      >
        {ODDS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`odds.type.${type}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
