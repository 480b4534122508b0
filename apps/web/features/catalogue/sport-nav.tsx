import type { CountersResponse, Sport } from '@sportsbook/contract';
import { getT } from '@/features/i18n';
import { ProductNav } from '@/features/products/product-nav.tsx';
import { getCounters, getSports } from './data';
import { paths } from './format';
import styles from './sport-nav.module.css';
import { SportNavLink } from './sport-nav-link';

/** Event count of a sport: its matches plus outrights (SPEC §3 counts). */
function eventCount(counters: CountersResponse | null, sport: Sport): number | undefined {
  const counts = counters?.sports[String(sport.id)];
  if (!counts) return undefined;
  return counts.match_count + counts.season_count + counts.simple_tournament_count + counts.stage_count;
}

/**
 * The left sport navigation: every sport with its event count, cyber sports grouped under
 * Cybersport. Rendered on the server; only the links know (on the client) which one is current.
 */
export async function SportNav({ locale }: { locale: string }) {
  const t = getT(locale);
  let sports: Sport[] = [];
  let counters: CountersResponse | null = null;
  try {
    sports = await getSports(locale);
    counters = await getCounters(locale, { sport_ids: sports.map((sport) => sport.id) }).catch(() => null);
  } catch {
    // The shell must render even when the API is down; the page itself shows the error.
  }
  const regular = sports.filter((sport) => sport.type !== 'cyber');
  const cyber = sports.filter((sport) => sport.type === 'cyber');
  const cyberCount = cyber.reduce((sum, sport) => sum + (eventCount(counters, sport) ?? 0), 0);
  const countLabel = (count: number) => t('catalogue.nav.count', { count });
  return (
    <nav className={styles.nav} aria-label={t('catalogue.nav.label')}>
      <ul className={styles.list}>
        <li>
          <SportNavLink href={paths.home} match="exact" className={styles.link}>
            <span className={styles.name}>{t('catalogue.nav.home')}</span>
          </SportNavLink>
        </li>
        <li>
          <SportNavLink href={paths.live} className={styles.link}>
            <span className={styles.name}>{t('catalogue.nav.live')}</span>
          </SportNavLink>
        </li>
        <li>
          <SportNavLink href={paths.favourites} className={styles.link}>
            <span className={styles.name}>{t('fav.title')}</span>
          </SportNavLink>
        </li>
      </ul>
      <p className={styles.heading} aria-hidden="true">
        {t('catalogue.nav.sports')}
      </p>
      <ul className={styles.list} aria-label={t('catalogue.nav.sports')}>
        {regular.map((sport) => (
          <SportItem
            key={sport.id}
            sport={sport}
            count={eventCount(counters, sport)}
            countLabel={countLabel}
          />
        ))}
      </ul>
      {cyber.length > 0 && (
        <>
          <p className={styles.heading}>
            <SportNavLink href={paths.cybersport} className={styles.headingLink}>
              <span className={styles.name}>{t('catalogue.nav.cybersport')}</span>
              <Count count={cyberCount} label={countLabel(cyberCount)} />
            </SportNavLink>
          </p>
          <ul className={styles.list} aria-label={t('catalogue.nav.cybersport')}>
            {cyber.map((sport) => (
              <SportItem
                key={sport.id}
                sport={sport}
                count={eventCount(counters, sport)}
                countLabel={countLabel}
              />
            ))}
          </ul>
        </>
      )}
      <ul className={styles.list}>
        <li>
          <SportNavLink href={paths.schedule} className={styles.link}>
            <span className={styles.name}>{t('catalogue.nav.schedule')}</span>
          </SportNavLink>
        </li>
        <li>
          <SportNavLink href={paths.results} className={styles.link}>
            <span className={styles.name}>{t('catalogue.nav.results')}</span>
          </SportNavLink>
        </li>
      </ul>
      <ProductNav locale={locale} />
    </nav>
  );
}

function SportItem({
  sport,
  count,
  countLabel,
}: {
  sport: Sport;
  count: number | undefined;
  countLabel: (count: number) => string;
}) {
  return (
    <li>
      <SportNavLink href={paths.sport(sport.key)} className={styles.link}>
        <span className={styles.name}>{sport.name}</span>
        {count !== undefined && <Count count={count} label={countLabel(count)} />}
      </SportNavLink>
    </li>
  );
}

function Count({ count, label }: { count: number; label: string }) {
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
