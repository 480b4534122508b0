import { getT, LocaleLink } from '@/features/i18n';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Site path without locale; the last crumb (the current page) has none. */
  href?: string;
}

/** Breadcrumb trail from Home to the current page. */
export function Breadcrumbs({ crumbs, locale }: { crumbs: readonly Crumb[]; locale: string }) {
  const t = getT(locale);
  const all: Crumb[] = [{ label: t('catalogue.breadcrumbs.home'), href: '/' }, ...crumbs];
  return (
    <nav className={styles.breadcrumbs} aria-label={t('catalogue.breadcrumbs.label')}>
      <ol className={styles.list}>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.href ?? crumb.label} className={styles.item}>
              {last || crumb.href === undefined ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <LocaleLink href={crumb.href} className={styles.link}>
                  {crumb.label}
                </LocaleLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
