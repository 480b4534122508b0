import type { Outright } from '@sportsbook/contract';
import { getT, LocaleLink } from '@/features/i18n';
import { formatStartTime, isMatchBettable, paths } from './format';
import { OutcomeButtons } from './outcome-buttons';
import styles from './outright-card.module.css';

/** An outright (season, stage or simple tournament): its name, dates and the first few outcomes. */
export function OutrightCard({ outright, locale }: { outright: Outright; locale: string }) {
  const t = getT(locale);
  const market = outright.main_market;
  const preview = market ? { ...market, outcomes: market.outcomes.slice(0, 4) } : null;
  return (
    <li className={styles.card}>
      <LocaleLink href={paths.event(outright)} className={styles.name}>
        {outright.name}
      </LocaleLink>
      <p className={styles.dates}>
        {outright.end_date
          ? t('catalogue.outright.ends', { date: formatStartTime(outright.end_date, locale) })
          : formatStartTime(outright.start_time, locale)}
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
