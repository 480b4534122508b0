import { initials } from './format';
import styles from './team-logo.module.css';

/** A team's logo, or its initials when it has none; decorative (the name is always next to it). */
export function TeamLogo({ name, logo, size = 20 }: { name: string; logo: string | null; size?: number }) {
  if (logo) {
    return (
      // biome-ignore lint/performance/noImgElement: logos are tiny, external, and need no optimiser
      <img
        className={styles.logo}
        src={logo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
