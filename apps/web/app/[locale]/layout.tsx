import '../globals.css';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { getServerSessionHint } from '@/features/auth/server.ts';
import { SessionHintProvider } from '@/features/auth/session-hint.tsx';
import { EarlyClicksScript } from '@/features/betslip/early-clicks-script.tsx';
import { BonusToastGate } from '@/features/bonuses/bonus-toast-gate.tsx';
import { ConsentGate } from '@/features/consent/consent-gate.tsx';
import { getNonce, getServerConsent } from '@/features/consent/server.ts';
import { embedAllowedOrigins } from '@/features/embed/config.ts';
import { EmbedGate } from '@/features/embed/embed-gate.tsx';
import { errorReportingConfig } from '@/features/error-reporting/config.ts';
import { ErrorReportingGate } from '@/features/error-reporting/gate.tsx';
import { getClientMessages, getT } from '@/features/i18n/messages.ts';
import { EAGER_NAMESPACES } from '@/features/i18n/namespaces.ts';
import { I18nProvider } from '@/features/i18n/provider.tsx';
import { JackpotHitGate } from '@/features/jackpots/jackpot-hit-gate.tsx';
import { SideDrawer } from '@/features/layout/drawer.tsx';
import { SITE_NAME, siteUrl } from '@/features/layout/metadata.ts';
import { MobileTabBar } from '@/features/layout/mobile-tab-bar.tsx';
import { RouteFocus } from '@/features/layout/route-focus.tsx';
import styles from '@/features/layout/shell.module.css';
import { BetSlipPanel, SiteFooter, SiteHeader } from '@/features/layout/site-header.tsx';
import { SkipToSlip } from '@/features/layout/skip-to-slip.tsx';
import { SLIP_SHORTCUT } from '@/features/layout/slip-shortcut.ts';
import { RightSidebar, SlotBlocks, tabBarItems } from '@/features/layout-blocks/slots.tsx';
import { LiveProvider } from '@/features/live/live-provider.tsx';
import { getServerOddsType } from '@/features/odds-format/server.ts';
import { OddsTypeProvider } from '@/features/odds-format/store.tsx';
import { PlayerPush } from '@/features/player-push/player-push.tsx';
import { documentDirection } from '@/features/site/rules.ts';
import { getServerSiteConfig } from '@/features/site/server.ts';
import { getServerTheme } from '@/features/theme/server.ts';

/** Title, description and favicon from the site config (GET /settings at request time, SPEC §3). */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { seo, favicon } = await getServerSiteConfig((await params).locale);
  const name = seo.title || SITE_NAME;
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s · ${name}`, default: name },
    ...(seo.description ? { description: seo.description } : {}),
    applicationName: name,
    icons: { icon: favicon.endsWith('.svg') ? { url: favicon, type: 'image/svg+xml' } : { url: favicon } },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0f1a2e' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

function isSupportedLocale(locale: string): boolean {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isSupportedLocale(locale)) notFound();
  const [theme, oddsType, consent, nonce, site, tabs, sessionHint] = await Promise.all([
    getServerTheme(),
    getServerOddsType(),
    getServerConsent(),
    getNonce(),
    getServerSiteConfig(locale),
    tabBarItems(locale),
    getServerSessionHint(),
  ]);
  const dir = documentDirection(locale, { rtl: site.rtl, rtlView: site.flags.rtl_view === true });
  const t = getT(locale);

  return (
    <html lang={locale} dir={dir} data-theme={theme} style={{ colorScheme: theme }}>
      <body>
        <ErrorReportingGate config={errorReportingConfig()} />
        <EarlyClicksScript />
        <a href="#main" className={styles.skipLink}>
          {t('shell.skipToContent')}
        </a>
        <SkipToSlip
          label={t('shell.skipToSlip')}
          title={t('shell.skipToSlipShortcut', { keys: `\u2066${SLIP_SHORTCUT}\u2069` })}
        />
        <I18nProvider
          locale={locale}
          messages={getClientMessages(locale, EAGER_NAMESPACES)}
          namespaces={EAGER_NAMESPACES}
        >
          <OddsTypeProvider initial={oddsType}>
            <SessionHintProvider hint={sessionHint}>
              <SiteHeader locale={locale} theme={theme} />
              <div className={styles.body}>
                <SideDrawer locale={locale} footer={<SlotBlocks slot="side-menu-mobile" locale={locale} />}>
                  <SlotBlocks slot="left-sidebar-desktop" locale={locale} />
                </SideDrawer>
                <main id="main" className={styles.main} tabIndex={-1}>
                  {children}
                </main>
                <div className={styles.rightColumn}>
                  <BetSlipPanel locale={locale} />
                  <RightSidebar locale={locale} />
                </div>
                <SiteFooter locale={locale} />
              </div>
              <MobileTabBar tabs={tabs} />
              <LiveProvider />
              <AuthProvider />
              <PlayerPush />
              <BonusToastGate />
              <JackpotHitGate />
              <RouteFocus />
              <EmbedGate allowedOrigins={embedAllowedOrigins()} />
              <ConsentGate
                initial={consent}
                nonce={nonce}
                deviceIdDomain={process.env.DEVICE_ID_COOKIE_DOMAIN || undefined}
              />
            </SessionHintProvider>
          </OddsTypeProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
