import { CookieSettingsLink } from '../consent/cookie-settings-link.tsx';
import { ContentFooterLinks } from '../content/footer-links.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { getT } from '../i18n/messages.ts';
import { HeaderSlot } from '../layout-blocks/slots.tsx';
import type { Theme } from '../theme/theme.ts';
import styles from './shell.module.css';

export { BrandLogo } from './brand-logo.tsx';

/**
 * The sticky top bar, its row drawn from the `header` layout document (features/layout-blocks): by
 * default menu (mobile), brand, search, settings, theme and the player area (sign-in and sign-up, or
 * balance, currency switch and sign-out).
 */
export async function SiteHeader({ locale, theme }: { locale: string; theme: Theme }) {
  return (
    <header className={styles.header}>
      <HeaderSlot locale={locale} theme={theme} />
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
