import { DEFAULT_LOCALE_CONFIG, type LocaleConfig, localizedPath } from '@sportsbook/domain';
import type { Metadata } from 'next';

/** The canonical origin of the site (SPEC §2: fixed in settings), from env SITE_URL. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export const SITE_NAME = 'Sportsbook';

export interface PageMetadataInput {
  /** The page's locale ("de", "pt-BR"). */
  locale: string;
  /** The page path without locale ("/soccer/england"); query strings are dropped from links. */
  path: string;
  title: string;
  description: string;
  /** Keep the page out of search indexes (fallback pages, filtered listings). */
  noindex?: boolean;
  /** Locale configuration; the shipped default unless an operator configured one. */
  config?: LocaleConfig;
}

/** Open Graph locale spelling: "pt-BR" → "pt_BR". */
function ogLocale(locale: string): string {
  return locale.replace('-', '_');
}

/**
 * Page metadata (SPEC §2 page metadata): canonical URL on the fixed host, an alternate link per
 * configured locale plus x-default (the default locale's URL), robots index or noindex, Open Graph.
 */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  noindex = false,
  config = DEFAULT_LOCALE_CONFIG,
}: PageMetadataInput): Metadata {
  const origin = siteUrl();
  const bare = path.split(/[?#]/)[0] || '/';
  const urlFor = (target: string) => `${origin}${localizedPath(bare, target, config)}`;
  const canonical = urlFor(locale);
  const languages: Record<string, string> = {};
  for (const candidate of config.locales) languages[candidate] = urlFor(candidate);
  languages['x-default'] = urlFor(config.locales[0] ?? locale);
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical, languages },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      siteName: SITE_NAME,
      // No og:locale:alternate: it names locales of this same URL, and ours live at other URLs (the
      // hreflang links above). Thirteen meta tags on every page's head and payload said nothing true.
      locale: ogLocale(locale),
    },
  };
}
