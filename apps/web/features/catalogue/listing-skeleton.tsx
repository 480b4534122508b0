import { getT } from '@/features/i18n';
import { getRequestLocale } from '@/features/i18n/server';
import { Skeleton, SkeletonList } from '@/ui';
import styles from './page.module.css';

/** What catalogue pages show while their data loads: a title bar, a row of tabs and match rows. */
export async function ListingSkeleton({ rows = 8 }: { rows?: number }) {
  const t = getT(await getRequestLocale());
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Skeleton width="14rem" height="1.75rem" />
        <Skeleton width="20rem" height="2.25rem" radius="999px" />
      </div>
      <SkeletonList rows={rows} label={t('ui.loading')} />
    </div>
  );
}
