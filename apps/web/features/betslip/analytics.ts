import {
  type Currency,
  moneyToDecimalString,
  type SelectionInput,
  type Subunits,
  type TicketBet,
} from '@sportsbook/domain';

/** A data-layer entry (SPEC §7 Analytics). */
export type DataLayerEvent = Readonly<Record<string, unknown>> & { readonly event: string };

/** The data-layer event of a toggled outcome: outcome_add_click or outcome_delete_click. */
export function outcomeClickEvent(selection: SelectionInput, added: boolean): DataLayerEvent {
  return {
    event: added ? 'outcome_add_click' : 'outcome_delete_click',
    matchId: selection.matchId,
    sportKey: selection.sportKey,
    marketId: selection.marketId,
    marketName: selection.marketName,
    specifier: selection.specifier,
    outcomeId: selection.outcomeId,
    outcomeName: selection.outcomeName,
    odds: selection.odds,
  };
}

/**
 * The purchase-style payload of a placed bet (SPEC §7): transactionId is the server bet id,
 * contentIds the match ids, amount the stake in major units with the currency's decimals (exact).
 */
export function purchaseEvent(bet: TicketBet): DataLayerEvent {
  const currency: Currency = { code: bet.currency, subunits: bet.subunits };
  return {
    event: 'purchase',
    transactionId: bet.betId,
    contentIds: [...new Set(bet.selections.map((s) => s.matchId))],
    amount: moneyToDecimalString(bet.stake as Subunits, currency),
    currency: bet.currency,
  };
}

/** Pushes to `window.dataLayer`, creating it when absent. */
export function pushDataLayer(entry: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push(entry);
}
