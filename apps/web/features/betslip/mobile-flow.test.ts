import { BetType, createTicketState, type SelectionInput } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { countText, pluralKey } from '../i18n/count-text.ts';
import { EARLY_CLICKS_SCRIPT, type EarlyClickQueue, replayEarlyClicks } from './early-clicks.ts';
import { summaryOddsOf } from './slip-logic.ts';
import { openFromRecord, slipOpenRecord } from './slip-ui.ts';
import { selectionInput } from './test-fixtures.ts';
import { createTicketStore, DEFAULT_TICKET_SETTINGS } from './ticket-store.ts';

const input = selectionInput;

function slip(multiSingles: boolean, ...selections: SelectionInput[]) {
  const store = createTicketStore(
    createTicketState({
      ...DEFAULT_TICKET_SETTINGS,
      multiSingleAvailableByProvider: { betradar: multiSingles },
    }),
  );
  for (const selection of selections) store.dispatch({ type: 'selectionToggled', selection });
  return store;
}

describe('the sheet after a navigation', () => {
  it('reopens on a reload of the page it was open on, never on another page', () => {
    const record = slipOpenRecord(true, '/soccer/a-v-b');
    expect(openFromRecord(record, '/soccer/a-v-b')).toBe(true);
    expect(openFromRecord(record, '/soccer/c-v-d')).toBe(false);
    expect(openFromRecord(slipOpenRecord(false, '/soccer/a-v-b'), '/soccer/a-v-b')).toBe(false);
    expect(openFromRecord(null, '/')).toBe(false);
    // What the slip stored before paths were kept does not reopen it.
    expect(openFromRecord('1', '/')).toBe(false);
  });
});

describe('summary bar odds', () => {
  it('shows a single’s odds and a combo’s total odds', () => {
    expect(summaryOddsOf(slip(true, input(1, 2500)).getState())).toBe(2500);
    const combo = slip(false, input(1, 2000), input(2, 1500)).getState();
    expect(combo.bets[0]?.betType).toBe(BetType.combo);
    expect(summaryOddsOf(combo)).toBe(3000);
  });

  it('gives several singles of different matches their odds together, and none when they cannot combine', () => {
    const singles = slip(true, input(1, 2000), input(2, 1500)).getState();
    expect(singles.bets).toHaveLength(2);
    expect(summaryOddsOf(singles)).toBe(3000);
    const sameMatch = slip(true, input(1, 2000, '1'), input(1, 3000, '2')).getState();
    expect(summaryOddsOf(sameMatch)).toBeNull();
    expect(summaryOddsOf({ bets: [] })).toBeNull();
  });

  it('has no total odds for a system', () => {
    const store = slip(false, input(1, 2000), input(2, 1500), input(3, 1800));
    store.dispatch({ type: 'betTypeChanged', betType: BetType.system });
    expect(store.getState().bets[0]?.betType).toBe(BetType.system);
    expect(summaryOddsOf(store.getState())).toBeNull();
  });
});

describe('counted texts', () => {
  const catalog: Record<string, string> = {
    'n.one': '{count} selection',
    'n.other': '{count} selections',
    'r.one': '{count} выбор',
    'r.few': '{count} выбора',
    'r.many': '{count} выборов',
    'r.other': '{count} выбора',
  };
  const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
    (catalog[key] ?? key).replace('{count}', String(vars?.count ?? ''));

  it('picks the plural form of the locale, and .other when the catalog lacks a form', () => {
    expect(countText(t, 'n', 1, 'en')).toBe('1 selection');
    expect(countText(t, 'n', 2, 'en')).toBe('2 selections');
    expect(pluralKey('r', 3, 'ru')).toBe('r.few');
    expect(countText(t, 'r', 5, 'ru')).toBe('5 выборов');
    expect(countText(t, 'n', 2, 'ar')).toBe('2 selections');
  });
});

/** A stand-in for a server-rendered odds button; `hydrate()` gives it React's props key. */
class FakeButton {
  isConnected = true;
  disabled = false;
  clicks = 0;
  constructor(readonly attrs: Record<string, string>) {}
  closest(selector: string) {
    if (selector === '[data-island]') return 'data-island' in this.attrs ? this : null;
    return selector === 'button[data-outcome-id]' && 'data-outcome-id' in this.attrs ? this : null;
  }
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
  hydrate() {
    (this as unknown as Record<string, unknown>)['__reactProps$abc'] = {};
  }
  click() {
    this.clicks += 1;
  }
}

type Listener = (event: { target: unknown; stopPropagation: () => void }) => void;

/** A window that runs the inline script; `tap` dispatches a click through capture then bubble. */
function fakeWindow() {
  const listeners: { capture: boolean; fn: Listener }[] = [];
  const win = {
    __sbOddsClicks: undefined as EarlyClickQueue | undefined,
    __sbIslands: undefined as Record<string, true> | undefined,
    document: { querySelector: () => null },
    addEventListener: (_type: string, fn: Listener, capture?: boolean) => {
      listeners.push({ capture: capture === true, fn });
    },
    /** `react` stands for React's listener on the document, between the two phases on window. */
    tap: (target: unknown, react?: () => void) => {
      let stopped = false;
      const event = { target, stopPropagation: () => (stopped = true) };
      for (const phase of [true, false]) {
        for (const l of listeners) if (l.capture === phase && !stopped) l.fn(event);
        if (phase && !stopped) react?.();
      }
    },
  };
  new Function('window', EARLY_CLICKS_SCRIPT)(win);
  return win;
}

describe('odds tapped before hydration', () => {
  it('are tapped again once their button is hydrated, once each', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const early = new FakeButton({ 'data-match-id': '1', 'data-market-key': '1|', 'data-outcome-id': '1' });
    const owned = new FakeButton({ 'data-match-id': '2', 'data-market-key': '1|', 'data-outcome-id': '1' });
    owned.hydrate();
    win.tap(early);
    win.tap(owned); // React handled this one itself.
    win.tap(new FakeButton({ 'data-testid': 'other' })); // not an odds button
    expect(win.__sbOddsClicks).toHaveLength(1);

    const stop = replayEarlyClicks(win as unknown as Window);
    expect(early.clicks).toBe(0); // not hydrated yet: it waits
    early.hydrate();
    vi.advanceTimersByTime(100);
    expect(early.clicks).toBe(1);
    expect(owned.clicks).toBe(0);

    // After hydration, a tap on a part of the page still hydrating is replayed too.
    const late = new FakeButton({ 'data-match-id': '3', 'data-market-key': '1|', 'data-outcome-id': '2' });
    win.tap(late);
    late.hydrate();
    vi.advanceTimersByTime(100);
    expect(late.clicks).toBe(1);

    // Stopped: a pending replay is dropped.
    const dropped = new FakeButton({ 'data-match-id': '4', 'data-market-key': '1|', 'data-outcome-id': '1' });
    win.tap(dropped);
    stop();
    dropped.hydrate();
    vi.advanceTimersByTime(10_000);
    expect(dropped.clicks).toBe(0);
    expect(early.clicks).toBe(1);
    vi.useRealTimers();
  });
});

describe('a pick tapped on an island whose code has not arrived', () => {
  it('is held before React can drop it, and left to React once the code is here', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const stop = replayEarlyClicks(win as unknown as Window);
    const attrs = { 'data-island': 'bet-builder', 'data-market-key': '1|', 'data-outcome-id': 'home' };
    const pick = new FakeButton(attrs);
    let reactSaw = 0;
    win.tap(pick, () => (reactSaw += 1));
    expect(reactSaw).toBe(0); // taken in the capture phase: React never drops it
    pick.hydrate();
    vi.advanceTimersByTime(100);
    expect(pick.clicks).toBe(1);

    // Code here: React hydrates the island on the click and handles it; nothing is replayed.
    win.__sbIslands = { 'bet-builder': true };
    const next = new FakeButton({ ...attrs, 'data-outcome-id': 'away' });
    win.tap(next, () => {
      reactSaw += 1;
      next.hydrate();
    });
    vi.advanceTimersByTime(10_000);
    expect(reactSaw).toBe(1);
    expect(next.clicks).toBe(0);
    stop();
    vi.useRealTimers();
  });
});
