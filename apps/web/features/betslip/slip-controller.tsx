'use client';
import { BetCategory, type Subunits, serializeTicket } from '@sportsbook/domain';
import { useEffect } from 'react';
import { ApiRequestError, readCookie } from '../../lib/api.ts';
import { onSignedOut } from '../auth/auth-store.ts';
import { platformKeys, useAccounts } from '../auth/queries.ts';
import { postCustomOdds } from '../bet-builder/api.ts';
import { showCustomBetModal } from '../bet-builder/custom-bet-store.ts';
import { syncCustomOdds } from '../bet-builder/slip-sync.ts';
import { reportErrorSoon } from '../error-reporting/report-soon.ts';
import { useLocale } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { useQueryClient } from '../query/hooks.ts';
import { reportUnauthorized } from '../query/unauthorized.ts';
import { invalidateResources } from '../resource/store.ts';
import { purchaseEvent, pushDataLayer } from './analytics.ts';
import { betErrorOf, postBets } from './api.ts';
import { useBetSettings, usePlayerCurrency } from './bet-settings.ts';
import { slipBonusesKey, useSlipBonusSync } from './bonus-offers.ts';
import { runQuickBetPlacements, runTicketEffects } from './effects.ts';

import { syncSlipChannels } from './live-sync.ts';
import { QuickBetPhase } from './quick-bet.ts';
import { quickBetStore, restoreQuickBet, saveQuickBet } from './quick-bet-store.ts';
import { hasStoredSlip, restoreFromSession, restoreFromShareCode, saveTicket } from './restore.ts';
import { markSettingsReady } from './slip-actions.ts';
import { BET_CODE_PARAM, ticketSettingsOf } from './slip-logic.ts';
import { getSlipUi, panelOpenAfter, SlipTab, setSlipUi } from './slip-ui.ts';
import { ticketStore } from './ticket-store.ts';

/** Cookie of the device id (proxy.ts; SPEC §9). */
const DEVICE_ID_COOKIE = 'sb_device_id';

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Reads and removes `?betcode=` from the address (SPEC §2 shared bet link). */
function takeBetCode(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(BET_CODE_PARAM);
  if (code === null) return null;
  url.searchParams.delete(BET_CODE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code.trim() === '' ? null : code.trim();
}

/** While a stored slip is restored, the count moving from 0 is no new first selection. */
let restoringSession = false;

/**
 * The sheet opens by itself when the first selection goes in and closes when the last one leaves
 * (slip-ui.ts `panelOpenAfter`), not while a restore fills it. Started once, when the runtime loads,
 * before any click of the page reaches the ticket.
 */
export function watchSlipOpen(): void {
  // A stored slip held selections before this page: until its restore is in, taps are not first.
  restoringSession = hasStoredSlip();
  let count = ticketStore.getState().selectedOutcomeIds.length;
  ticketStore.subscribe(() => {
    const next = ticketStore.getState().selectedOutcomeIds.length;
    if (next !== count && !restoringSession) {
      setSlipUi({ open: panelOpenAfter(getSlipUi().open, count, next) });
    }
    count = next;
  });
}

/** Runs `action` as part of a restore: selections it adds do not open the sheet. */
export function withoutOpeningSheet(action: () => void): void {
  const before = restoringSession;
  restoringSession = true;
  try {
    action();
  } finally {
    restoringSession = before;
  }
}
let restoreStarted = false;
/**
 * Restores the slip once per page load (session storage, then a `betcode` link), then keeps session
 * storage in step with the ticket. A failed restore does not overwrite what is stored until the
 * slip changes.
 */
function startRestoreOnce(locale: string, sharing: boolean): void {
  if (restoreStarted) return;
  restoreStarted = true;
  void (async () => {
    // Quiet only until a stored slip is in (from watchSlipOpen on): with nothing stored, a tap made
    // before the slip loaded (applied in the same turn) is a first selection and opens the sheet.
    const ok = await restoreFromSession(ticketStore, locale, (active, brought) => {
      restoringSession = active;
      // Every stored match gone: what the slip holds was tapped since, a first selection after all.
      if (!active && brought === 0 && ticketStore.getState().selectedOutcomeIds.length > 0) {
        setSlipUi({ open: true });
      }
    });
    const code = takeBetCode();
    if (code && sharing)
      await restoreFromShareCode(ticketStore, locale, code, (m) => setSlipUi({ notFound: m }));
    let last = serializeTicket(ticketStore.getState());
    if (ok || code) saveTicket(ticketStore.getState());
    ticketStore.subscribe(() => {
      const state = ticketStore.getState();
      const json = serializeTicket(state);
      if (json === last) return;
      last = json;
      saveTicket(state);
    });
  })();
}

/**
 * The slip's wiring, mounted once with the panel: settings and currency into the reducer, the
 * effect runner (placement, sign-in request, alerts), the restore from session storage or a share
 * link once settings and the player are known, persistence after that, live prices of the
 * selections, and the panel's open/close rule.
 */
export function SlipController() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const settingsQuery = useBetSettings();
  const settings = settingsQuery.data;
  const settingsFailed = settingsQuery.isError;
  const currency = usePlayerCurrency();
  useSlipBonusSync();

  useEffect(() => {
    if (settings) ticketStore.dispatch({ type: 'settingsChanged', settings: ticketSettingsOf(settings) });
    if (settings || settingsFailed) markSettingsReady();
  }, [settings, settingsFailed]);

  useEffect(() => {
    if (!currency) return;
    if (ticketStore.getState().settings.currency.code !== currency.code) {
      ticketStore.dispatch({ type: 'currencyChanged', currency });
    }
  }, [currency]);

  useEffect(
    () =>
      runTicketEffects({
        store: ticketStore,
        deviceId: () => readCookie(DEVICE_ID_COOKIE) ?? '',
        categoryOf: () => BetCategory.regular,
        newIdempotencyKey,
        placeBets: (payload, key) => postBets(locale, payload, key),
        failureOf: (error) => ({
          ...(error instanceof ApiRequestError ? { status: error.status } : {}),
          ...(betErrorOf(error) ? { response: betErrorOf(error) } : {}),
        }),
        requestSignIn: () => openModal('sign_in'),
        alert: (title, description) => setSlipUi({ alert: { title, description }, open: true }),
        shareNotFound: (message) => setSlipUi({ notFound: message }),
        placed: (bets) => {
          void invalidateResources(platformKeys.accounts());
          void queryClient.invalidateQueries({ queryKey: slipBonusesKey(locale) });
          for (const bet of bets) pushDataLayer(purchaseEvent(bet));
        },
        unauthorized: (error) => reportUnauthorized(error, undefined),
        reportRestoreFailure: (reason) => {
          console.warn('[bet slip] restore failed:', reason);
          reportErrorSoon(reason, { extra: { feature: 'bet slip restore' } });
        },
        openCustomBetModal: showCustomBetModal,
      }),
    [locale, queryClient],
  );

  useEffect(
    () =>
      runQuickBetPlacements(quickBetStore, {
        deviceId: () => readCookie(DEVICE_ID_COOKIE) ?? '',
        categoryOf: () => BetCategory.regular,
        newIdempotencyKey,
        placeBets: (payload, key) => postBets(locale, payload, key),
        failureOf: (error) => ({
          ...(error instanceof ApiRequestError ? { status: error.status } : {}),
          ...(betErrorOf(error) ? { response: betErrorOf(error) } : {}),
        }),
        placed: (bets) => {
          void invalidateResources(platformKeys.accounts());
          for (const bet of bets) pushDataLayer(purchaseEvent(bet));
        },
        unauthorized: (error) => reportUnauthorized(error, undefined),
      }),
    [locale],
  );

  // A quick bet's outcome shows in the slip: on a phone the closed sheet opens to show it.
  useEffect(() => {
    let phase = quickBetStore.getState().state;
    return quickBetStore.subscribe(() => {
      const next = quickBetStore.getState().state;
      if (next !== phase && (next === QuickBetPhase.success || next === QuickBetPhase.error)) {
        setSlipUi({ open: true, tab: SlipTab.betSlip });
      }
      phase = next;
    });
  }, []);

  // Sign-out clears the quick bet (SPEC §4 Sign out).
  useEffect(() => onSignedOut(() => quickBetStore.reset()), []);

  // Balance changes turn quick bet off when the balance no longer covers its stake (SPEC §4).
  const accounts = useAccounts().data;
  useEffect(() => {
    const active = accounts?.find((a) => a.active);
    if (active) {
      quickBetStore.dispatch({
        type: 'balanceChanged',
        currency: active.currency,
        balance: active.available_to_bet_with_locked_cents as Subunits,
      });
    }
  }, [accounts]);

  useEffect(() => {
    if (!currency) return;
    restoreQuickBet(quickBetStore, currency);
    return quickBetStore.subscribe(() => saveQuickBet(quickBetStore.getState()));
  }, [currency]);

  useEffect(() => syncSlipChannels(ticketStore, locale), [locale]);
  useEffect(
    () => syncCustomOdds(ticketStore, { fetchOdds: (body) => postCustomOdds(locale, body) }),
    [locale],
  );

  // SPEC §4: share-bet codes are fetched once the site enables sharing (site config betSharing).
  const sharing = settings?.site_config?.betSharing === true;
  const ready = currency !== null && (settings !== undefined || settingsFailed);
  useEffect(() => {
    if (ready) startRestoreOnce(locale, sharing);
  }, [ready, locale, sharing]);

  return null;
}
