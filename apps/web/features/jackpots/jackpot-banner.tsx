'use client';

import { buttonClass } from '../../ui/button.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useT } from '../i18n/provider.tsx';
import { useJackpots } from './api.ts';
import styles from './jackpots.module.css';
import { TickingAmount } from './ticking-amount.tsx';

/** The compact jackpot banner (home): the first jackpot's total, ticking up, and a link to its card. */
export function JackpotBanner() {
  const t = useT();
  const jackpot = useJackpots().data?.data[0];
  if (!jackpot) return null;
  return (
    <section className={styles.banner} aria-labelledby="jackpot-banner-title" data-jackpot-banner="">
      <div className={styles.bannerText}>
        <h2 id="jackpot-banner-title" className={styles.label}>
          {jackpot.name}
        </h2>
        <p className={styles.total}>
          <TickingAmount amount={jackpot.amount} currency={jackpot.currency} />
        </p>
      </div>
      <LocaleLink href="/promotions#jackpot" className={buttonClass('secondary', 'sm', styles.cta)}>
        {t('jackpots.banner.cta')}
      </LocaleLink>
    </section>
  );
}
