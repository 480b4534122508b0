import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from './metadata.ts';

/** Props Next.js gives a page under `app/[locale]`. */
export type LocalePageProps = { params: Promise<{ locale: string }> };

/**
 * `generateMetadata` of a page that belongs to one player (My Bets, account, wallet, limits): its
 * title and description from the locale's catalogue, kept out of search indexes.
 */
export function playerPageMetadata(path: string, titleKey: string, descriptionKey: string) {
  return async ({ params }: LocalePageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = getT(locale);
    return buildMetadata({ locale, path, title: t(titleKey), description: t(descriptionKey), noindex: true });
  };
}

interface PlayerPageProps {
  /** The page's CSS module: its `page`, `pageTitle` and `intro` classes. */
  styles: Readonly<Record<string, string>>;
  title: string;
  /** A paragraph under the title, if the page has one. */
  intro?: string;
  /** SPEC §2 section key of the page, if it has one. */
  section?: string;
  children: ReactNode;
}

/** The frame of a player's page: its heading, an optional intro and the page's panels. */
export function PlayerPage({ styles, title, intro, section, children }: PlayerPageProps) {
  return (
    <div className={styles.page} data-section={section}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
