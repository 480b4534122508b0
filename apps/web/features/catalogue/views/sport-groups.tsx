import type { Event } from '@sportsbook/contract';
import { LocaleLink } from '@/features/i18n';
import { groupBySport, paths } from '../format';
import { MatchList } from '../match-list';
import styles from '../page.module.css';

/** Events grouped by sport (h2, linking to the sport page) and then by league (h3). */
export function SportGroups({
  events,
  locale,
  emptyText,
  headingLevel = 2,
}: {
  events: readonly Event[];
  locale: string;
  emptyText: string;
  headingLevel?: 2 | 3;
}) {
  if (events.length === 0) return <MatchList events={[]} locale={locale} emptyText={emptyText} />;
  const Heading = `h${headingLevel}` as const;
  return groupBySport(events).map(({ sport, events: items }) => (
    <section key={sport.id} className={styles.section}>
      <Heading className={styles.sectionTitle}>
        <LocaleLink href={paths.sport(sport.key)} className={styles.headingLink}>
          {sport.name}
        </LocaleLink>
      </Heading>
      <MatchList
        events={items}
        locale={locale}
        headingLevel={(headingLevel + 1) as 3 | 4}
        emptyText={emptyText}
      />
    </section>
  ));
}
