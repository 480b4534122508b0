import type { Outright } from '@sportsbook/contract';
import { byPrice } from '@sportsbook/domain';
import { getT, LocaleLink } from '@/features/i18n';
import { formatOutrightDates, isMatchBettable, paths } from './format';
import { OutcomeButtons } from './outcome-buttons';
import styles from './outright-card.module.css';

/** An outright (season, stage or simple tournament): its name, dates and its favourites (shortest prices first). */
export function OutrightCard({ outright, locale }: { outright: Outright; locale: string }) {
  const t = getT(locale);
  const market = outright.main_market;
  const preview = market ? { ...market, outcomes: byPrice(market.outcomes).slice(0, 4) } : null;
  return (
    <li className={styles.card}>
      <LocaleLink href={paths.event(outright)} className={styles.name}>
        {outright.name}
      </LocaleLink>
      <p className={styles.dates}>
        <time dateTime={outright.start_time}>{formatOutrightDates(outright, locale)}</time>
      </p>
      {preview && preview.outcomes.length > 0 && (
        <div className={styles.odds}>
          <OutcomeButtons
            market={preview}
            eventName={outright.name}
            eventBettable={isMatchBettable(outright)}
            event={outright}
          />
        </div>
      )}
      {outright.available_markets > 0 && (
        <LocaleLink href={paths.event(outright)} className={styles.more}>
          {t('catalogue.outright.all', { count: market?.outcomes.length ?? outright.available_markets })}
        </LocaleLink>
      )}
    </li>
  );
}
