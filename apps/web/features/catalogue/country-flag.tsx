import { flagImagePath, imageSources } from '@sportsbook/domain';
import styles from './country-flag.module.css';

export interface CountryFlagProps {
  /** The category's country code (`DE`, `GB-ENG`); regions without a flag (`INT`) show none. */
  code: string | null;
  /** CSS pixels wide; the flag is 4:3. */
  size?: number;
}

/**
 * A country's flag through the image proxy (1x and 2x, SPEC §7, §9). Decorative: the country's name
 * is always written beside it, so it has an empty alt text.
 */
export function CountryFlag({ code, size = 16 }: CountryFlagProps) {
  const path = flagImagePath(code);
  if (path === null) return null;
  const sources = imageSources(path, size);
  return (
    // biome-ignore lint/performance/noImgElement: flags are tiny; the API's image proxy sizes and caches them
    <img
      className={styles.flag}
      src={sources.src}
      srcSet={sources.srcSet}
      alt=""
      width={size}
      height={Math.round((size * 3) / 4)}
      loading="lazy"
      decoding="async"
      data-flag={code?.toLowerCase()}
    />
  );
}
