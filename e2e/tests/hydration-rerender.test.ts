import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { stackUrls } from '../src/env.ts';
import { waitForHydratedOdds } from './betslip-helpers.ts';

// Hydration must leave the listing as the server drew it (issue 13: a phone's main thread is blocked
// by every component React renders again right after hydrating). A store whose browser value differs
// from what the server rendered makes React re-render every component reading it, at once and all in
// one task: each row's market did (two distinct empty lists), and each row's favourite star did (the
// visitor's auth status, "unknown" in the server render, turned "signed out" as soon as the page ran).
// React's DevTools hook (installed before the page's scripts, as the DevTools extension does) is told
// of every commit; a function component that has rendered before and performed work in it was
// rendered again. Push is kept off (its token request fails), so nothing but the page's own start
// can change a row: a running clock's minute may (the server drew the minute of its last update), a
// row's favourite star and odds may not.

const browser = useBrowser();

/**
 * Counts, in every commit after the first (hydration), the function components that rendered again
 * and draw a favourite star, an odds button or a part holding odds buttons.
 */
function installRenderCounter() {
  const counts = { commits: 0, rerendered: 0 };
  (window as unknown as { __rerenders: typeof counts }).__rerenders = counts;
  type Fiber = {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  };
  const FUNCTION_TAGS = new Set([0, 11, 15]); // function, forwardRef, simple memo components
  const PERFORMED_WORK = 1;
  const drawsRowParts = (fiber: Fiber): boolean => {
    let node: Fiber | null = fiber;
    while (node && node.tag !== 5) node = node.child; // the first host element it renders
    const element = node?.stateNode;
    if (!(element instanceof Element) || !element.closest('main')) return false;
    const odds = 'button[data-outcome-id]';
    return element.matches(`[data-favourite], ${odds}`) || element.querySelector(odds) !== null;
  };
  const walk = (parent: Fiber) => {
    for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
      const before = fiber.alternate;
      if (!before) continue; // mounted in this commit: not a re-render
      const rendered = FUNCTION_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0;
      if (rendered && drawsRowParts(fiber)) counts.rerendered += 1;
      if (fiber.child !== before.child) walk(fiber); // else React left this subtree alone
    }
  };
  let renderers = 0;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => ++renderers,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      counts.commits += 1;
      if (counts.commits > 1) walk(root.current);
    },
  };
}

interface Rerenders {
  commits: number;
  /** Components drawing stars or odds that rendered again after hydration. */
  rerendered: number;
  /** Favourite stars in <main>: one per listed match. */
  rows: number;
}

async function rerendersAfterHydration(path: string): Promise<Rerenders> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(installRenderCounter);
  await page.route('**/websocket/token', (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydratedOdds(page);
  // The page's effects run and the visitor's session is settled within this.
  await page.waitForTimeout(2_000);
  const counts = await page.evaluate(
    () => (window as unknown as { __rerenders: Omit<Rerenders, 'rows'> }).__rerenders,
  );
  const rows = await page.locator('main [data-favourite="matches"]').count();
  await page.close();
  return { ...counts, rows };
}

describe('hydration', () => {
  it('re-renders none of the live listing rows right after a visitor’s page hydrates', async () => {
    const counts = await rerendersAfterHydration('/live');
    expect(counts.commits, 'the counter saw React commit').toBeGreaterThan(1);
    expect(counts.rows, 'the live page lists matches').toBeGreaterThan(10);
    expect(counts.rerendered).toBe(0);
  });

  it('re-renders none of the home page rows right after a visitor’s page hydrates', async () => {
    const counts = await rerendersAfterHydration('/');
    expect(counts.commits, 'the counter saw React commit').toBeGreaterThan(1);
    expect(counts.rows, 'the home page lists matches').toBeGreaterThan(10);
    expect(counts.rerendered).toBe(0);
  });

  it('draws a visitor’s stars ready in the server HTML, and busy while a session cookie is checked', async () => {
    const { webUrl } = stackUrls();
    const visitor = await (await fetch(`${webUrl}/live`)).text();
    const stars = visitor.match(/<button[^>]*data-favourite="matches"[^>]*>/g) ?? [];
    expect(stars.length).toBeGreaterThan(0);
    expect(stars.filter((tag) => tag.includes('aria-busy'))).toEqual([]);
    const hinted = await (await fetch(`${webUrl}/live`, { headers: { cookie: 'sb_csrf=x' } })).text();
    const busy = hinted.match(/<button[^>]*data-favourite="matches"[^>]*>/g) ?? [];
    expect(busy.length).toBe(stars.length);
    expect(busy.every((tag) => tag.includes('aria-busy="true"'))).toBe(true);
  });
});
