'use client';

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/ui/icon.tsx';
import styles from './tab-scroller.module.css';

/** How far one arrow press scrolls: most of the visible row, so the next tabs come into view. */
const STEP = 0.8;

/**
 * Wraps a row of link tabs (a `nav` that scrolls sideways): fades the edge that has more tabs beyond
 * it, offers back/forward arrow buttons only where there is more to see, and keeps the current tab
 * (aria-current="page") scrolled into view on load and whenever it changes. Works in RTL: "back"
 * is always toward the row's start.
 */
export function TabScroller({
  children,
  prevLabel,
  nextLabel,
}: {
  children: ReactNode;
  prevLabel: string;
  nextLabel: string;
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  const scroller = useCallback(() => wrap.current?.querySelector('nav') ?? null, []);

  const measure = useCallback(() => {
    const el = scroller();
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const pos = Math.abs(el.scrollLeft);
    const next = { start: pos > 1, end: pos < max - 1 };
    setMore((old) => (old.start === next.start && old.end === next.end ? old : next));
  }, [scroller]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: children change when the current tab does
  useEffect(() => {
    const el = scroller();
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && current) {
      const row = el.getBoundingClientRect();
      const tab = current.getBoundingClientRect();
      const pad = 40;
      if (tab.left < row.left + pad) el.scrollBy({ left: tab.left - row.left - pad });
      else if (tab.right > row.right - pad) el.scrollBy({ left: tab.right - row.right + pad });
    }
    measure();
  }, [children, measure, scroller]);

  useEffect(() => {
    const el = scroller();
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure, scroller]);

  const page = (toEnd: boolean) => {
    const el = scroller();
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const delta = el.clientWidth * STEP * (toEnd ? 1 : -1) * (rtl ? -1 : 1);
    el.scrollBy({ left: delta, behavior: 'smooth' });
  };

  return (
    <div
      ref={wrap}
      className={styles.wrap}
      data-tab-scroller
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      {children}
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={prevLabel}
        hidden={!more.start}
        data-scroll="prev"
        onClick={() => page(false)}
      >
        <Icon name="chevron-left" size={18} />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={nextLabel}
        hidden={!more.end}
        data-scroll="next"
        onClick={() => page(true)}
      >
        <Icon name="chevron-right" size={18} />
      </button>
    </div>
  );
}
