'use client';

import { type KeyboardEvent, useEffect, useSyncExternalStore } from 'react';
import { setSlipUi } from './slip-ui.ts';

/** Below this width the slip is a bottom sheet over the page (layout/shell.module.css). */
export const PHONE_QUERY = '(max-width: 779.98px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the phone layout is on (the slip is a sheet); false on the server. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** What had focus when the sheet opened, and the last element focused outside the slip. */
let opener: HTMLElement | null = null;
let lastOutside: HTMLElement | null = null;

const slipElement = () => document.getElementById('bet-slip');

/**
 * Focus of the phone sheet while it is modal: remembers what had focus outside it (the odds button
 * that added the first selection, the tab bar button, the skip link), moves focus into the sheet and
 * keeps it there. Focus that lands outside goes back, except into a modal `<dialog>` opened above the
 * sheet (sign-in, deposit, share), which keeps its own. Tab and Shift+Tab wrap round inside the sheet
 * (`loopFocus` on the panel); a trap of its own would take focus back from those dialogs.
 */
export function useSheetFocus(modal: boolean): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !slipElement()?.contains(target)) lastOutside = target;
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  useEffect(() => {
    if (!modal) return;
    const slip = slipElement();
    const active = document.activeElement;
    const outside = active instanceof HTMLElement && active !== document.body && !slip?.contains(active);
    opener = outside ? active : lastOutside;
    if (slip && !slip.contains(document.activeElement)) slip.focus();
    let last: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const sheet = slipElement();
      const target = event.target;
      // The sheet closing (data-open gone) lets focus go back to its opener.
      if (!sheet?.hasAttribute('data-open') || !(target instanceof HTMLElement)) return;
      if (sheet.contains(target)) last = target;
      else if (!target.closest('dialog[open]')) (last && sheet.contains(last) ? last : sheet).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [modal]);
}

/**
 * Closes the phone sheet. When focus was in it, focus goes back to what opened it, or to the tab
 * bar's bet slip button when that is gone; a frame later, once the trap has let go.
 */
export function closeSheet(): void {
  const wasInside = slipElement()?.contains(document.activeElement) ?? false;
  setSlipUi({ open: false });
  if (!wasInside) return;
  const target = opener;
  requestAnimationFrame(() => {
    const back =
      target?.isConnected && target.getClientRects().length > 0
        ? target
        : document.querySelector<HTMLElement>('[data-slip-toggle]');
    back?.focus();
  });
}

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The first and last elements of `root` that Tab reaches (enabled, in the tab order, shown). */
function tabbableEdges(root: HTMLElement): [HTMLElement, HTMLElement] | null {
  const reachable = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  return first && last ? [first, last] : null;
}

/**
 * Key handler of the modal sheet: Tab on its last reachable element goes to the first, Shift+Tab on
 * the first (or on the sheet itself) to the last, so keyboard focus wraps round inside the dialog.
 */
export function loopFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const sheet = event.currentTarget;
  const active = document.activeElement;
  const edges = tabbableEdges(sheet);
  if (!edges) {
    event.preventDefault();
    return;
  }
  const [first, last] = edges;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === sheet)) {
    event.preventDefault();
    last.focus();
  }
}
