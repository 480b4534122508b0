'use client';

import { countText } from '../i18n/count-text.ts';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useBonuses } from './api.ts';
import styles from './bonuses.module.css';
import { badgeCount } from './model.ts';

/** The header's link to /promotions with the player's bonus count (mounted by BonusBadge for players). */
export function BadgeLink() {
  const t = useT();
  const locale = useLocale();
  const bonuses = useBonuses();
  const count = bonuses.data ? badgeCount(bonuses.data.data) : 0;
  return (
    <LocaleLink href="/promotions" className={styles.badgeLink} data-testid="header-bonuses">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-4-5.5-1.5S10 7 12 7zm0 0c1.5-3 5-4 5.5-1.5S14 7 12 7z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {/* The name is this text, not an aria-label: a label without the visible count (Arabic "مكافأتان"
          for 2) fails WCAG 2.5.3, label in name. */}
      <span className={styles.srOnly}>{countText(t, 'bonuses.badge', count, locale)}</span>
      {count > 0 && (
        <span className={styles.badgeCount} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </LocaleLink>
  );
}
