'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import { DRAWER_BACKDROP_ID, DRAWER_CLOSE, DRAWER_ID } from './drawer-ids.ts';
import styles from './shell.module.css';

/**
 * The header's menu button (mobile only): opens the server-drawn side navigation drawer (drawer.tsx)
 * and moves focus to its close button; the close button, the backdrop, Escape and a navigation close
 * it, and focus comes back here when it was in the drawer.
 */
export function MenuButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const drawer = document.getElementById(DRAWER_ID);
    drawer?.toggleAttribute('data-open', open);
    document.getElementById(DRAWER_BACKDROP_ID)?.toggleAttribute('data-open', open);
    if (!open) return;
    drawer?.querySelector<HTMLElement>(`[${DRAWER_CLOSE}]`)?.focus();
    const close = () => {
      if (drawer?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${DRAWER_CLOSE}]`)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    <button
      ref={button}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={DRAWER_ID}
      onClick={() => setOpen(!open)}
    >
      <Icon name="menu" size={22} />
      <span className="visually-hidden">{t('shell.menu.open')}</span>
    </button>
  );
}
