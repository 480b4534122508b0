'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import styles from './shell.module.css';
import { useShellState } from './shell-state.tsx';

export const DRAWER_ID = 'side-nav';

/** The header's menu button (mobile only) that opens the side navigation drawer. */
export function MenuButton() {
  const t = useT();
  const { drawerOpen, setDrawerOpen } = useShellState();
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-expanded={drawerOpen}
      aria-controls={DRAWER_ID}
      onClick={() => setDrawerOpen(!drawerOpen)}
    >
      <Icon name="menu" size={22} />
      <span className="visually-hidden">{t('shell.menu.open')}</span>
    </button>
  );
}

/**
 * The left column: a static sidebar from 780 px, an off-canvas drawer below (closed drawer is
 * visibility:hidden, so its links leave the tab order).
 */
export function SideDrawer({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const t = useT();
  const { drawerOpen, setDrawerOpen } = useShellState();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (drawerOpen) closeRef.current?.focus();
  }, [drawerOpen]);
  return (
    <>
      <div
        className={styles.backdrop}
        data-fixed="cover"
        data-open={drawerOpen || undefined}
        aria-hidden="true"
        onClick={() => setDrawerOpen(false)}
      />
      <aside
        id={DRAWER_ID}
        className={styles.sidebar}
        data-fixed="cover"
        data-open={drawerOpen || undefined}
        aria-label={t('shell.nav.sports')}
      >
        <div className={styles.drawerHead}>
          <button
            ref={closeRef}
            type="button"
            className={styles.menuButton}
            onClick={() => setDrawerOpen(false)}
          >
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
