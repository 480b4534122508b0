'use client';

import { DEFAULT_LOCALE_CONFIG, splitLocaleFromPath } from '@sportsbook/domain';
import { usePathname } from 'next/navigation';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { SlipTabLink } from '../betslip/slip-tab-link.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useT } from '../i18n/provider.tsx';
import { SearchTab } from '../search/search-overlay.tsx';
import styles from './shell.module.css';

const TABS: readonly { key: string; href: string; icon: IconName; label: string }[] = [
  { key: 'home', href: '/', icon: 'home', label: 'shell.nav.home' },
  { key: 'live', href: '/live', icon: 'live', label: 'shell.nav.live' },
  { key: 'search', href: '#site-search', icon: 'search', label: 'shell.nav.search' },
  { key: 'bets', href: '#bet-slip', icon: 'ticket', label: 'shell.nav.betSlip' },
];

/** The bottom tab bar of the mobile layout (below 780 px): Home, Live, Search, Bet slip (the slip sheet, with its count). */
export function MobileTabBar() {
  const t = useT();
  const { rest } = splitLocaleFromPath(usePathname(), DEFAULT_LOCALE_CONFIG);
  return (
    <nav className={styles.tabBar} aria-label={t('shell.nav.mobile')} data-fixed="bottom">
      <ul>
        {TABS.map((tab) => {
          const current = tab.href === rest || (tab.href !== '/' && rest.startsWith(`${tab.href}/`));
          return (
            <li key={tab.key}>
              {tab.key === 'search' ? (
                <SearchTab className={styles.tabBarLink}>
                  <Icon name={tab.icon} size={22} />
                  <span>{t(tab.label)}</span>
                </SearchTab>
              ) : tab.key === 'bets' ? (
                <SlipTabLink className={styles.tabBarLink}>
                  <Icon name={tab.icon} size={22} />
                  <span>{t(tab.label)}</span>
                </SlipTabLink>
              ) : (
                <LocaleLink
                  href={tab.href}
                  className={styles.tabBarLink}
                  aria-current={current ? 'page' : undefined}
                >
                  <Icon name={tab.icon} size={22} />
                  <span>{t(tab.label)}</span>
                </LocaleLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
