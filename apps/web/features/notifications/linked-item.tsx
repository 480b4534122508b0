'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import styles from './notifications.module.css';

/** How long the page may take to list the linked item (the list loads after the page). */
const WAIT_MS = 15_000;

/**
 * The landing end of a notification's deep link (`/my-bets?bet=12`, `/promotions?bonus=5`): once the
 * page lists the item whose `data-{param}-id` is the query value, it is scrolled into view, focused and
 * outlined. Renders nothing.
 */
export function LinkedItem({ param }: { param: 'bet' | 'bonus' }) {
  const id = useSearchParams().get(param);
  useEffect(() => {
    if (!id || !/^\d{1,12}$/.test(id)) return;
    const show = (): boolean => {
      const element = document.querySelector<HTMLElement>(`[data-${param}-id="${id}"]`);
      if (!element) return false;
      element.classList.add(styles.linked as string);
      element.tabIndex = -1;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      return true;
    };
    if (show()) return;
    const observer = new MutationObserver(() => {
      if (show()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [id, param]);
  return null;
}
