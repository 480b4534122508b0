import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import styles from './jackpots.module.css';

/**
 * The compact jackpot banner's markup (home): the jackpot's name, its total and a link to its card.
 * Drawn by the server with the total it read and by the browser with the total ticking up, alike, so
 * the browser's banner takes the server's place without moving the page.
 */
export function JackpotBannerView({ name, total, cta }: { name: string; total: ReactNode; cta: string }) {
  return (
    <section className={styles.banner} aria-labelledby="jackpot-banner-title" data-jackpot-banner="">
      <div className={styles.bannerText}>
        <h2 id="jackpot-banner-title" className={styles.label}>
          {name}
        </h2>
        <p className={styles.total}>{total}</p>
      </div>
      <LocaleLink href="/promotions#jackpot" className={buttonClass('secondary', 'sm', styles.cta)}>
        {cta}
      </LocaleLink>
    </section>
  );
}
