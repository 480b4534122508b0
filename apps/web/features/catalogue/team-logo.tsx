import { crestImagePath, imageSources } from '@sportsbook/domain';
import { initials } from './format';
import styles from './team-logo.module.css';

export interface TeamLogoProps {
  /** The team's id (its generated crest is `/api/images/crests/{id}.svg`, drawn by the image proxy); 0 when unknown. */
  id: number;
  name: string;
  /** The feed's logo URL, when it has one; else the generated crest is shown. */
  logo: string | null;
  /** CSS pixels square. */
  size?: number;
  /** Above the fold (the match header): load at once instead of lazily. */
  eager?: boolean;
}

/**
 * A team's logo, or its generated crest, through the API's image proxy (SPEC §7: resized, avif or webp
 * by the browser's Accept, a 2x variant); a feed logo the proxy cannot serve falls back to the crest,
 * and the fixed width and height keep the layout still while it loads. The image's alt text
 * is the team's name, so the visible name next to it should be aria-hidden to be read once. A team
 * without an id shows its initials.
 */
export function TeamLogo({ id, name, logo, size = 20, eager = false }: TeamLogoProps) {
  if (logo || id > 0) {
    const crest = id > 0 ? crestImagePath(id) : null;
    const sources = imageSources(logo ?? (crest as string), size, { fallback: logo ? crest : null });
    return (
      // biome-ignore lint/performance/noImgElement: logos and crests are tiny; the API's image proxy sizes and caches them
      <img
        className={styles.logo}
        src={sources.src}
        srcSet={sources.srcSet}
        alt={name}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-crest={logo ? undefined : ''}
      />
    );
  }
  return (
    <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
