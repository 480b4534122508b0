import { crestImagePath, imageSources } from '@sportsbook/domain';
import { initials } from './format';
import styles from './team-logo.module.css';

export interface TeamLogoProps {
  /** The team's id (its generated crest is `/api/images/crests/{id}.svg`); 0 when unknown. */
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
 * A team's logo, or its generated crest (SPEC §7 image URL with a 2x variant). The image's alt text
 * is the team's name, so the visible name next to it should be aria-hidden to be read once. A team
 * without an id shows its initials.
 */
export function TeamLogo({ id, name, logo, size = 20, eager = false }: TeamLogoProps) {
  if (logo || id > 0) {
    const sources = logo ? { src: logo, srcSet: undefined } : imageSources(crestImagePath(id), size);
    return (
      // biome-ignore lint/performance/noImgElement: logos and crests are tiny; the API sizes and caches them
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
