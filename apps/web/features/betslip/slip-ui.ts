import { useSyncExternalStore } from 'react';

/** Tabs of the side panel (SPEC §2). */
export const SlipTab = { betSlip: 'BET_SLIP', myBets: 'MY_BETS' } as const;
export type SlipTab = (typeof SlipTab)[keyof typeof SlipTab];

/** Messages of the share-bet-not-found modal (SPEC §8). */
export type ShareNotFoundMessage = 'link-not-found' | 'link-try-another-bet' | 'link-try-later';

/** The panel's own state: open or closed, tab, and what it shows besides the bets. */
export interface SlipUiState {
  readonly open: boolean;
  readonly tab: SlipTab;
  /** The share-bet-not-found modal's message while it is open. */
  readonly notFound: ShareNotFoundMessage | null;
  /** The slip's alert (one at a time, SPEC §2 Toasts and alerts). */
  readonly alert: { readonly title: string; readonly description: string } | null;
}

/**
 * Whether the panel is open after the selection count moved from `before` to `after` (SPEC §2): it
 * opens when the count goes from 0 to above 0 and closes when it returns to 0; otherwise it stays.
 */
export function panelOpenAfter(open: boolean, before: number, after: number): boolean {
  if (before === 0 && after > 0) return true;
  if (before > 0 && after === 0) return false;
  return open;
}

/**
 * The tab to show: MY_BETS switches to the bet slip when My Bets is hidden (SPEC §2 isMyBetsVisible).
 */
export function visibleTab(tab: SlipTab, isMyBetsVisible: boolean): SlipTab {
  return tab === SlipTab.myBets && !isMyBetsVisible ? SlipTab.betSlip : tab;
}

/** Session-storage key of the panel's open state (SPEC §9: betslip toggle state). */
export const SLIP_OPEN_STORAGE_KEY = 'sportsbook.betslip.open';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What is stored for the open state: "1 <path>" while open on that page, "0" when closed. */
export function slipOpenRecord(open: boolean, path: string): string {
  return open ? `1 ${path}` : '0';
}

/**
 * Whether a stored open state reopens the sheet on a page load at `path`: only a reload of the page
 * it was open on. The sheet covers the page on a phone, so it never reopens by itself after a
 * navigation (only the first selection opens it, SPEC §2).
 */
export function openFromRecord(record: string | null | undefined, path: string): boolean {
  return record === slipOpenRecord(true, path);
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** The open state kept for this tab and page, false when none. */
export function storedSlipOpen(): boolean {
  return openFromRecord(sessionStore()?.getItem(SLIP_OPEN_STORAGE_KEY), currentPath());
}

let state: SlipUiState = { open: false, tab: SlipTab.betSlip, notFound: null, alert: null };
const listeners = new Set<() => void>();

/** Changes the panel state. */
export function setSlipUi(patch: Partial<SlipUiState>): void {
  const next = { ...state, ...patch };
  if (Object.entries(patch).every(([key, value]) => state[key as keyof SlipUiState] === value)) return;
  if (next.open !== state.open) {
    try {
      sessionStore()?.setItem(SLIP_OPEN_STORAGE_KEY, slipOpenRecord(next.open, currentPath()));
    } catch {
      // Storage denied: the state lasts for this page only.
    }
  }
  state = next;
  for (const listener of [...listeners]) listener();
}

export function getSlipUi(): SlipUiState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const SERVER_STATE: SlipUiState = state;

/** The panel state, for components. */
export function useSlipUi(): SlipUiState {
  return useSyncExternalStore(subscribe, getSlipUi, () => SERVER_STATE);
}
