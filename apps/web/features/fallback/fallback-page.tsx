import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { buttonClass } from '../../ui/button.tsx';
import styles from './fallback.module.css';
import { FallbackIllustration } from './illustration.tsx';
import {
  countryName,
  type FallbackKind,
  type FallbackTexts,
  fallbackLocale,
  fallbackTexts,
} from './texts.ts';

const TITLE_KEY: Record<FallbackKind, keyof FallbackTexts> = {
  notFound: 'notFoundTitle',
  error: 'errorTitle',
  locked: 'lockedTitle',
  blocked: 'blockedTitle',
};

/** The description of a fallback page in a locale; `country` is an ISO code for the blocked page. */
export function fallbackDescription(kind: FallbackKind, locale: string, country?: string | null): string {
  const texts = fallbackTexts(locale);
  if (kind !== 'blocked') return texts[kind];
  const name = countryName(country, fallbackLocale(locale)) ?? texts.yourCountry;
  return texts.blocked.replace('{countryName}', name);
}

/** The title of a fallback page in a locale (for <title> and the heading). */
export function fallbackTitle(kind: FallbackKind, locale: string): string {
  return fallbackTexts(locale)[TITLE_KEY[kind]];
}

/**
 * A fallback page body (SPEC §2): illustration, heading, description and a button to the locale root.
 * A plain link, not client navigation, so it also recovers from a broken client state.
 */
export function FallbackPage({
  kind,
  locale,
  country,
  action,
}: {
  kind: FallbackKind;
  locale: string;
  country?: string | null;
  /** An extra control beside the home link (e.g. "Try again" in an error boundary). */
  action?: React.ReactNode;
}) {
  const texts = fallbackTexts(locale);
  const textLocale = fallbackLocale(locale);
  return (
    <section className={styles.page} data-fallback={kind} aria-labelledby="fallback-title">
      <FallbackIllustration kind={kind} />
      <div lang={textLocale === locale ? undefined : textLocale} className={styles.text}>
        <h1 id="fallback-title" className={styles.title}>
          {fallbackTitle(kind, locale)}
        </h1>
        <p className={styles.description}>{fallbackDescription(kind, locale, country)}</p>
      </div>
      <div className={styles.actions}>
        <a href={localizedPath('/', locale, DEFAULT_LOCALE_CONFIG)} className={buttonClass('primary', 'lg')}>
          {texts.home}
        </a>
        {action}
      </div>
    </section>
  );
}
