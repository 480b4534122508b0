import {
  DEFAULT_LOCALE_CONFIG,
  ListingParam,
  type ListingQuery,
  localizedPath,
  SortDirection,
  SortKey,
  type SortSpec,
  TimePreset,
  withListingParam,
} from '@sportsbook/domain';
import { getT } from '@/features/i18n';
import { formatDayTab } from './format';
import { LinkTabs } from './link-tabs';
import styles from './listing-controls.module.css';

/** Time presets offered by the time filter ('all' removes the parameter). */
const TIME_OPTIONS = [
  TimePreset.all,
  TimePreset.today,
  TimePreset.tomorrow,
  TimePreset.hours3,
  TimePreset.hours12,
  TimePreset.hours48,
];

/** Sort orders offered; the first is the listing's default. */
const SORT_OPTIONS: readonly { id: string; spec: SortSpec }[] = [
  { id: 'time', spec: { key: SortKey.startTime, dir: SortDirection.asc } },
  { id: 'priority', spec: { key: SortKey.priority, dir: SortDirection.desc } },
];

export interface ListingControlsProps {
  locale: string;
  /** The page's path without locale or query. */
  basePath: string;
  /** The current query string ("?time=today" or ''). */
  search: string;
  query: ListingQuery;
  /** Time filter and sort (upcoming listings). */
  timeAndSort?: boolean;
  /** Day tabs and a date picker (schedule and results); the first day is the default. */
  days?: { dates: readonly string[]; selected: string; min: string; max: string };
}

/** Drops the page so that changing a filter starts from page 1. */
function firstPage(search: string): string {
  return withListingParam(search, ListingParam.page, null);
}

/** Time filter, sort, and day tabs with a date picker; every choice is a link writing the URL query. */
export function ListingControls({
  locale,
  basePath,
  search,
  query,
  timeAndSort = false,
  days,
}: ListingControlsProps) {
  const t = getT(locale);
  const base = firstPage(search);
  const currentTime = query.time[0] ?? TimePreset.all;
  const currentSort = query.sortBy[0];
  return (
    <div className={styles.controls}>
      {timeAndSort && (
        <>
          <LinkTabs
            label={t('catalogue.controls.time')}
            tabs={TIME_OPTIONS.map((preset) => ({
              key: preset,
              label: t(`catalogue.controls.time.${preset}`),
              href: `${basePath}${withListingParam(base, ListingParam.time, preset === TimePreset.all ? null : preset)}`,
              current: preset === currentTime,
            }))}
          />
          <LinkTabs
            label={t('catalogue.controls.sort')}
            tabs={SORT_OPTIONS.map(({ id, spec }, index) => ({
              key: id,
              label: t(`catalogue.controls.sort.${id}`),
              href: `${basePath}${withListingParam(base, ListingParam.sortBy, index === 0 ? null : `${spec.key}:${spec.dir}`)}`,
              current:
                currentSort === undefined
                  ? index === 0
                  : currentSort.key === spec.key && currentSort.dir === spec.dir,
            }))}
          />
        </>
      )}
      {days && (
        <div className={styles.days}>
          <LinkTabs
            label={t('catalogue.controls.date')}
            tabs={days.dates.map((date, index) => ({
              key: date,
              label: formatDayTab(date, locale),
              href: `${basePath}${withListingParam(base, ListingParam.date, index === 0 ? null : date)}`,
              current: date === days.selected,
            }))}
          />
          <form
            className={styles.picker}
            method="get"
            action={localizedPath(basePath, locale, DEFAULT_LOCALE_CONFIG)}
          >
            <label className={styles.pickerLabel}>
              <span>{t('catalogue.controls.pickDate')}</span>
              <input
                className={styles.input}
                type="date"
                name={ListingParam.date}
                defaultValue={days.selected}
                min={days.min}
                max={days.max}
              />
            </label>
            <button className={styles.go} type="submit">
              {t('catalogue.controls.show')}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
