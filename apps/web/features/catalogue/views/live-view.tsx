import { getT } from '@/features/i18n';
import { getMatches } from '../data';
import styles from '../page.module.css';
import { SportGroups } from './sport-groups';

/** Every live match, grouped by sport then league. Live updates by push come later; nothing polls. */
export async function LiveView({ locale }: { locale: string }) {
  const t = getT(locale);
  const live = await getMatches(locale, {
    type: 'match',
    match_status: 'live',
    context: 'live',
    sort_by: ['sport:asc', 'priority:desc', 'start_time:asc'],
    limit: 500,
  });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalogue.live.title')}</h1>
        <p className={styles.subtitle}>{t('catalogue.live.description')}</p>
      </header>
      <SportGroups events={live.data} locale={locale} emptyText={t('catalogue.live.empty')} />
    </div>
  );
}
