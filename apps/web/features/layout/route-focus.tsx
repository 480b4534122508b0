'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How many frames to wait for a streamed page's heading before settling for the main landmark. */
const HEADING_WAIT_FRAMES = 120;

/**
 * After a client-side navigation (a new pathname, not the first load), focus goes to the new page's
 * heading (its `h1` in main, or main itself when the page has none), as a full page load would start
 * a screen reader or keyboard user at the top of the new page instead of the link they followed.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let waited = 0;
    const settle = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading && waited++ < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = heading ?? main;
      if (!target) return;
      // A dialog opened meanwhile (the phone slip sheet, a modal) keeps its focus.
      if (document.activeElement?.closest('dialog[open], [aria-modal="true"]')) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    settle();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
