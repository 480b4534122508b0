import type { Pagination as PaginationData } from '@sportsbook/contract';
import { ListingParam, withListingParam } from '@sportsbook/domain';
import { getT, LocaleLink } from '@/features/i18n';
import styles from './pagination.module.css';

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(page: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push('gap');
    result.push(p);
  }
  return result;
}

/** Links to the pages of a listing (API pagination), writing the `page` query parameter. */
export function Pagination({
  pagination,
  basePath,
  search,
  locale,
}: {
  pagination: PaginationData;
  basePath: string;
  search: string;
  locale: string;
}) {
  const { page, last_page: last } = pagination;
  if (last <= 1) return null;
  const t = getT(locale);
  const href = (p: number) => `${basePath}${withListingParam(search, ListingParam.page, p > 1 ? p : null)}`;
  return (
    <nav className={styles.pagination} aria-label={t('catalogue.pagination.label')}>
      {page > 1 && (
        <LocaleLink href={href(page - 1)} className={styles.step} rel="prev">
          {t('catalogue.pagination.previous')}
        </LocaleLink>
      )}
      <ul className={styles.pages}>
        {pageWindow(page, last).map((p, index) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <LocaleLink
                href={href(p)}
                className={styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('catalogue.pagination.page', { page: p })}
              >
                {p}
              </LocaleLink>
            </li>
          ),
        )}
      </ul>
      {page < last && (
        <LocaleLink href={href(page + 1)} className={styles.step} rel="next">
          {t('catalogue.pagination.next')}
        </LocaleLink>
      )}
    </nav>
  );
}
