import { LocaleLink } from '../i18n/locale-link.tsx';
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
