'use client';

/** Set on <html> while a client navigation waits for its page (globals.css draws a bar for it). */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';
/** A page that comes within this long shows no bar (no flash on a fast answer). */
const SHOW_AFTER_MS = 120;
/** Never longer than this: a navigation Next gave up on (an error page, say) clears the bar too. */
const GIVE_UP_MS = 15_000;

let stop: (() => void) | null = null;

function setShown(shown: boolean): void {
  const main = document.getElementById('main');
  if (shown) {
    document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, '');
    main?.setAttribute('aria-busy', 'true');
  } else {
    document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
    main?.removeAttribute('aria-busy');
  }
}

/**
 * Pages are rendered on the server whole (no loading skeleton: their content is in the first HTML),
 * so a link followed in the browser waits for the next page's answer. LocaleLink calls this when Next
 * starts such a navigation: after a short delay a bar runs along the top of the page and main is
 * marked busy, until the address changes (Next updates it as it shows the new page), the player goes
 * back or forward, or the wait is given up.
 */
export function navigationStarted(href: string): void {
  stop?.();
  const from = window.location.href;
  // A link to the page shown: Next refreshes it in place and the address never changes.
  if (new URL(href, from).href === from) return;
  const started = Date.now();
  let frame = 0;
  const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
  const end = () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    window.removeEventListener('popstate', end);
    setShown(false);
    stop = null;
  };
  const watch = () => {
    if (window.location.href !== from || Date.now() - started > GIVE_UP_MS) end();
    else frame = requestAnimationFrame(watch);
  };
  frame = requestAnimationFrame(watch);
  window.addEventListener('popstate', end);
  stop = end;
}
