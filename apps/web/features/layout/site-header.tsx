import { cookies } from 'next/headers';
import { AccountArea } from '../account/account-area.tsx';
import { BonusBadge } from '../bonuses/bonus-badge.tsx';
import { CookieSettingsLink } from '../consent/cookie-settings-link.tsx';
import { ContentFooterLinks } from '../content/footer-links.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { LocaleSwitcher } from '../i18n/locale-switcher.tsx';
import { getT } from '../i18n/messages.ts';
import { OddsFormatSwitcher } from '../odds-format/odds-format-switcher.tsx';
import { SearchCombobox } from '../search/search-combobox.tsx';
import { getServerSiteConfig } from '../site/server.ts';
import type { Theme } from '../theme/theme.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { MenuButton } from './drawer.tsx';
import styles from './shell.module.css';

/** The brand mark: a pitch-green ticket with the wordmark. */
export function BrandLogo({ label, logo = null }: { label: string; logo?: string | null }) {
  if (logo) {
    // The operator's logo (site config logo, SPEC §3) replaces the mark and the wordmark.
    return (
      <LocaleLink href="/" className={styles.brand}>
        {/* biome-ignore lint/performance/noImgElement: an operator's URL of any size, not a Next asset */}
        <img src={logo} alt={label} height={28} className={styles.brandImage} />
      </LocaleLink>
    );
  }
  return (
    <LocaleLink href="/" className={styles.brand}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="var(--color-accent)" />
        <path d="M9 20.5 14 9h4l-2.4 6H23l-9 11 2.2-5.5z" fill="var(--color-on-accent)" />
      </svg>
      <span className={styles.brandText}>{label}</span>
    </LocaleLink>
  );
}

/** Readable CSRF cookie of the platform session (contract PLATFORM_COOKIE.csrf). */
const SESSION_HINT_COOKIE = 'sb_csrf';

/**
 * The sticky top bar: menu (mobile), brand, search, settings, theme and the player area (sign-in and
 * sign-up, or balance, currency switch and sign-out). A session cookie makes the player area start as
 * a placeholder instead of the sign-in buttons, so a signed-in player sees no flash of them.
 */
export async function SiteHeader({ locale, theme }: { locale: string; theme: Theme }) {
  const t = getT(locale);
  const sessionHint = (await cookies()).has(SESSION_HINT_COOKIE);
  const site = await getServerSiteConfig(locale);
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <MenuButton />
        <BrandLogo label={site.logo ? site.seo.title : t('shell.brand')} logo={site.logo} />
        <SearchCombobox id="site-search" className={styles.search} />
        <div className={styles.settings}>
          <LocaleSwitcher />
          <OddsFormatSwitcher />
        </div>
        <ThemeToggle initialTheme={theme} />
        <BonusBadge />
        <AccountArea sessionHint={sessionHint} />
      </div>
    </header>
  );
}

/** The bet slip side panel (features/betslip), kept exported here for the locale layout. */
export { BetSlipPanel } from '../betslip/bet-slip-panel.tsx';

/** Site footer: information links, responsible-gambling note and copyright. */
export function SiteFooter({ locale }: { locale: string }) {
  const t = getT(locale);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell.footer.label')}>
        <ul className={styles.footerLinks}>
          <li>
            <LocaleLink href="/about">{t('shell.footer.about')}</LocaleLink>
          </li>
          <li>
            <LocaleLink href="/general-rules">{t('shell.footer.rules')}</LocaleLink>
          </li>
          <li>
            <LocaleLink href="/help-center">{t('shell.footer.helpCenter')}</LocaleLink>
          </li>
          <li>
            <LocaleLink href="/promotions">{t('shell.footer.promotions')}</LocaleLink>
          </li>
          <ContentFooterLinks locale={locale} />
          <CookieSettingsLink className={styles.footerButton} />
        </ul>
      </nav>
      <p className={styles.responsible}>
        <span className={styles.ageBadge} dir="ltr">
          18+
        </span>
        {t('shell.footer.responsible')}
      </p>
      <p className={styles.copyright}>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
