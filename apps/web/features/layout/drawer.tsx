import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { getT } from '../i18n/messages.ts';
import { DRAWER_BACKDROP_ID, DRAWER_ID } from './drawer-ids.ts';
import styles from './shell.module.css';

/**
 * The left column, drawn by the server: a static sidebar from 780 px, an off-canvas drawer below
 * (closed drawer is visibility:hidden, so its links leave the tab order). The header's menu button
 * (menu-button.tsx) opens and closes it; the backdrop and the close button carry DRAWER_CLOSE
 * (`data-drawer-close`).
 */
export function SideDrawer({
  locale,
  children,
  footer,
}: {
  locale: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = getT(locale);
  return (
    <>
      <div
        id={DRAWER_BACKDROP_ID}
        className={styles.backdrop}
        data-fixed="cover"
        aria-hidden="true"
        data-drawer-close=""
      />
      <aside id={DRAWER_ID} className={styles.sidebar} data-fixed="cover" aria-label={t('shell.nav.sports')}>
        <div className={styles.drawerHead}>
          <button type="button" className={styles.menuButton} data-drawer-close="">
            <Icon name="close" size={22} />
            <span className="visually-hidden">{t('shell.menu.close')}</span>
          </button>
        </div>
        <div className={styles.sidebarBody}>{children}</div>
        {footer ? <div className={styles.drawerFooter}>{footer}</div> : null}
      </aside>
    </>
  );
}
