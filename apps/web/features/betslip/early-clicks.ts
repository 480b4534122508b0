/**
 * Taps on odds that come before the page is hydrated. The server-rendered odds button has no click
 * handler until React hydrates it, so a quick tap on a slow phone would be lost. A tiny inline script
 * (`EARLY_CLICKS_SCRIPT`, first in <body>) notes clicks on `button[data-outcome-id]` that React did
 * not handle, and `replayEarlyClicks` clicks the same button again once it is hydrated.
 *
 * A part of the page whose code loads on its own (an island: `data-island="name"` on its server HTML,
 * `React.lazy` in the browser) adds one case. Once React listens, a click on such a part whose code
 * has not arrived cannot be hydrated at once, and React drops it (it stops the event). The script
 * takes those clicks first, in the capture phase, until the island says its code is here
 * (`markIslandReady`); from then on React hydrates the part on the click and handles it itself.
 */

/** One noted click: the button, and its identity in case React replaced the element. */
export interface EarlyClick {
  readonly el: Element;
  readonly m: string | null;
  readonly k: string | null;
  readonly o: string | null;
}

/** The queue the inline script fills; `on` takes new clicks directly once the replayer runs. */
export interface EarlyClickQueue extends Array<EarlyClick> {
  on?: ((click: EarlyClick) => void) | undefined;
}

declare global {
  interface Window {
    __sbOddsClicks?: EarlyClickQueue;
    /** The islands whose code has arrived (`markIslandReady`). */
    __sbIslands?: Record<string, true>;
  }
}

/**
 * The inline script. It listens in the bubble phase on window, after React's own listener on the
 * document: a button React already owns (its `__reactProps$…` key), or hydrated while handling this
 * click, is left alone, so no click is counted twice.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[];window.__sbOddsClicks=q;function own(b){return Object.keys(b).some(function(k){return k.indexOf('__reactProps$')===0})}function odds(e){var t=e.target;return t&&t.closest?t.closest('button[data-outcome-id]'):null}function note(b){var c={el:b,m:b.getAttribute('data-match-id'),k:b.getAttribute('data-market-key'),o:b.getAttribute('data-outcome-id')};if(q.on)q.on(c);else q.push(c)}window.addEventListener('click',function(e){var b=odds(e),i=b&&b.closest('[data-island]');if(!i||own(b)||(window.__sbIslands||{})[i.getAttribute('data-island')])return;e.stopPropagation();note(b)},true);window.addEventListener('click',function(e){var b=odds(e);if(b&&!own(b))note(b)})})();`;

/** Says that an island's code has arrived: React can hydrate it on a click from now on. */
export function markIslandReady(name: string): void {
  window.__sbIslands = { ...window.__sbIslands, [name]: true };
}

/** Whether React has hydrated the element (it keeps the props under a `__reactProps$` key). */
export function isHydrated(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactProps$'));
}

/** The button of a noted click now: the same element, or the one with its data attributes. */
export function buttonOf(click: EarlyClick, root: ParentNode): HTMLButtonElement | null {
  if (click.el.isConnected) return click.el as HTMLButtonElement;
  if (click.m === null || click.k === null || click.o === null) return null;
  const attr = (name: string, value: string) => `[${name}="${CSS.escape(value)}"]`;
  return root.querySelector<HTMLButtonElement>(
    `button${attr('data-match-id', click.m)}${attr('data-market-key', click.k)}${attr('data-outcome-id', click.o)}`,
  );
}

/** How long a noted click waits for its button to hydrate: 50 × 100 ms. */
const RETRIES = 50;
const RETRY_MS = 100;

/**
 * Clicks again, in order, the odds buttons tapped before hydration (and any tapped later on a part
 * of the page not hydrated yet), each once it is hydrated; returns the cleanup.
 */
export function replayEarlyClicks(win: Window = window): () => void {
  const queue = win.__sbOddsClicks;
  if (!queue) return () => {};
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const replay = (click: EarlyClick, attempt: number) => {
    const button = buttonOf(click, win.document);
    if (button && isHydrated(button)) {
      if (!button.disabled) button.click();
      return;
    }
    if (attempt >= RETRIES) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      replay(click, attempt + 1);
    }, RETRY_MS);
    timers.add(timer);
  };
  queue.on = (click) => replay(click, 0);
  for (const click of queue.splice(0)) replay(click, 0);
  return () => {
    queue.on = undefined;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
