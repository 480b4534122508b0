import styles from '../catalogue/sport-nav.module.css';
import { SportNavLink } from '../catalogue/sport-nav-link.tsx';
import { getT } from '../i18n/messages.ts';
import { PRODUCT_PAGES } from './products.ts';
import { getProviderSwitches } from './server.ts';

/** Links to the product pages whose provider is on (none when every one is off). */
export async function ProductNav({ locale }: { locale: string }) {
  const t = getT(locale);
  const switches = await getProviderSwitches();
  const pages = PRODUCT_PAGES.filter((page) => switches[page.provider]);
  if (pages.length === 0) return null;
  return (
    <>
      <p className={styles.heading} aria-hidden="true">
        {t('products.nav.label')}
      </p>
      <ul className={styles.list} aria-label={t('products.nav.label')} data-testid="product-nav">
        {pages.map((page) => (
          <li key={page.provider}>
            <SportNavLink href={page.path} className={styles.link}>
              <span className={styles.name}>{t(`${page.key}.title`)}</span>
            </SportNavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
