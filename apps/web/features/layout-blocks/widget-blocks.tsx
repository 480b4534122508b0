import { Icon } from '../../ui/icon.tsx';
import { AccountArea } from '../account/account-area.tsx';
import { SlipTabLink } from '../betslip/slip-tab-link.tsx';
import { BonusBadge } from '../bonuses/bonus-badge.tsx';
import { CampaignList } from '../bonuses/campaign-list.tsx';
import { fetchPublicCampaigns } from '../bonuses/campaigns.ts';
import { getMatches } from '../catalogue/data.ts';
import { paths } from '../catalogue/format.ts';
import { SportNav } from '../catalogue/sport-nav.tsx';
import { localeSelfName, supportedLocaleNames } from '../i18n/locale-names.ts';
import { LocaleSwitcher } from '../i18n/locale-switcher.tsx';
import { WithMessages } from '../i18n/with-messages.tsx';
import { BrandLogo } from '../layout/brand-logo.tsx';
import { SignedInNotificationCentre } from '../notifications/signed-in-centre.tsx';
import { OddsFormatSwitcher } from '../odds-format/odds-format-switcher.tsx';
import { SearchField } from '../search/search-field.tsx';
import { servedLocales } from '../site/rules.ts';
import { getServerSiteConfig } from '../site/server.ts';
import styles from './blocks.module.css';
import { LinkList } from './content-blocks.tsx';
import { LazyFavouritesList, LazyPredictionCard, LazyPromoCodeForm } from './lazy-widgets.tsx';
import type { BlockContext } from './types.ts';

export async function BonusesBlock({ ctx }: { ctx: BlockContext }) {
  const campaigns = await fetchPublicCampaigns(ctx.locale);
  // Rendered here with the server's texts: no client code and no catalogue for the browser.
  return <CampaignList campaigns={campaigns} t={ctx.t} locale={ctx.locale} />;
}

export function PromoCodeBlock({ ctx }: { ctx: BlockContext }) {
  return (
    <LazyPromoCodeForm label={ctx.t('bonuses.promo.label')} submitLabel={ctx.t('bonuses.promo.submit')} />
  );
}

export function FavoritesBlock({ ctx }: { ctx: BlockContext }) {
  return (
    <WithMessages locale={ctx.locale} namespaces={['favourites-page']}>
      <LazyFavouritesList />
    </WithMessages>
  );
}

/** The predictions card of the top upcoming match. */
export async function PredictionBlock({ ctx }: { ctx: BlockContext }) {
  const list = await getMatches(ctx.locale, {
    type: 'match',
    match_status: 'prematch',
    context: 'home',
    sort_by: ['priority:desc', 'start_time:asc'],
    limit: 1,
  }).catch(() => null);
  const match = list?.data[0];
  return match ? (
    <WithMessages locale={ctx.locale} namespaces={['predictions']}>
      <LazyPredictionCard matchId={match.id} />
    </WithMessages>
  ) : null;
}

export function SideMenuBlock({ ctx }: { ctx: BlockContext }) {
  return <SportNav locale={ctx.locale} />;
}

export function SearchBlock({ ctx }: { ctx: BlockContext }) {
  return ctx.place === 'slot' ? (
    <SearchField id="site-search" className={styles.search} />
  ) : (
    <SearchField id="block-search" />
  );
}

export async function BrandLogoBlock({ ctx }: { ctx: BlockContext }) {
  const site = await getServerSiteConfig(ctx.locale);
  return <BrandLogo label={site.logo ? site.seo.title : ctx.t('shell.brand')} logo={site.logo} />;
}

export function NotificationsBlock() {
  return <SignedInNotificationCentre />;
}

/** The player area: bonus badge, then sign-in and sign-up, or balance, currency and account menu. */
export function ProfileBlock() {
  return (
    <>
      <BonusBadge />
      <AccountArea />
    </>
  );
}

export function PlatformSwitcherBlock({ ctx }: { ctx: BlockContext }) {
  const links = [
    { label: ctx.t('catalogue.nav.sports'), href: paths.home, icon: 'sport' },
    { label: ctx.t('catalogue.nav.live'), href: paths.live, icon: 'live' },
    { label: ctx.t('catalogue.nav.cybersport'), href: paths.cybersport, icon: 'esports' },
  ];
  return <LinkList links={links} ctx={ctx} label={ctx.t('layout.platform')} />;
}

/** The locale switcher with the locales the site serves (site config `locales`), the page's own first. */
export async function LanguageBlock({ ctx }: { ctx: BlockContext }) {
  const served = servedLocales((await getServerSiteConfig(ctx.locale)).locales);
  const codes = served.includes(ctx.locale) ? served : [ctx.locale, ...served];
  const names = supportedLocaleNames();
  return (
    <LocaleSwitcher options={codes.map((code) => ({ code, name: names[code] ?? localeSelfName(code) }))} />
  );
}

export function OddsBlock() {
  return <OddsFormatSwitcher />;
}

export function MobileSelectionBarBlock({ ctx }: { ctx: BlockContext }) {
  return (
    <SlipTabLink className={styles.menuItem}>
      <Icon name="ticket" size={22} />
      <span>{ctx.t('shell.nav.betSlip')}</span>
    </SlipTabLink>
  );
}
