'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { replayEarlyClicks } from './early-clicks.ts';
import { applyPendingClicksWhenReady, hasPendingClicks } from './pending-clicks.ts';
import { loadSlipRuntime, slipNeededAtStart } from './slip-runtime.ts';
import { setSlipUi, storedSlipOpen } from './slip-ui.ts';

/** What, pointed at or focused, means an odds click (or the quick-bet switch) may come next. */
const SLIP_TARGETS = 'button[data-outcome-id], [data-slip-preload]';
const PRELOAD_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

function preload(): void {
  loadSlipRuntime().catch(() => {
    // Tried again by the click itself.
  });
}

/**
 * The slip's start on every page, without its runtime: the sheet left open on this page stays open,
 * a navigation closes it, odds tapped before hydration are tapped again (early-clicks.ts), and the
 * runtime loads at once when there is a slip to restore, else when a pointer or focus reaches odds.
 */
export function SlipBoot() {
  useEffect(() => {
    // A reload of the page the sheet was open on keeps it open; another page starts with it closed.
    setSlipUi({ open: storedSlipOpen() });
    if (slipNeededAtStart()) {
      preload();
      if (hasPendingClicks()) applyPendingClicksWhenReady(true);
      return replayEarlyClicks();
    }
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(SLIP_TARGETS)) return;
      stop();
      preload();
    };
    const stop = () => {
      for (const type of PRELOAD_EVENTS) document.removeEventListener(type, onEvent, true);
    };
    for (const type of PRELOAD_EVENTS) document.addEventListener(type, onEvent, true);
    const stopReplay = replayEarlyClicks();
    return () => {
      stop();
      stopReplay();
    };
  }, []);

  // A navigation closes the sheet: on a phone it would cover the new page (it reopens by itself only
  // when the first selection goes in; the summary bar reopens it).
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setSlipUi({ open: false });
  }, [pathname]);

  return null;
}
