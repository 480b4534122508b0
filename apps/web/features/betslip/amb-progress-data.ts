'use client';

import type { AmbProgress, AmbProgressResponse } from '@sportsbook/contract';
import { type AmbRule, ambNextRange, ambQualifies, type TicketBet } from '@sportsbook/domain';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useCashierConfig } from '../cashier/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQuery } from '../query/hooks.ts';
import { slipBonusesKey } from './bonus-offers.ts';

/** Contract API_PREFIX.sportsbook + BonusesRoute.freebetsAmb (spelled out: the contract's runtime pulls in zod). */
const AMB_PATH = '/api/sportsbook/v2/bonuses/freebets/amb';
/** The feature flag of GET /settings that shows the bar. */
export const AMB_FLAG = 'accumulator_progress_bar';

/** Below the slip's bonus offers: a placement (which refetches those) refetches the progress too. */
export const ambProgressKey = (locale: string) => [...slipBonusesKey(locale), 'amb'] as const;

/** The signed-in player's accumulator-bonus progress when the flag is on; empty otherwise. */
export function useAmbProgress(): readonly AmbProgress[] {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const on = useCashierConfig()?.flags[AMB_FLAG] === true;
  const query = useQuery({
    queryKey: ambProgressKey(locale),
    queryFn: () => apiFetch<AmbProgressResponse>(AMB_PATH, { locale }),
    enabled: signedIn && on,
    staleTime: 30_000,
  });
  return (signedIn && on && query.data?.data) || NONE;
}
const NONE: readonly AmbProgress[] = [];

/** The campaign's rule as the domain reads it. */
export function ambRuleFrom(p: AmbProgress): AmbRule {
  return {
    betTypes: p.qualifying.bet_types,
    minSelections: p.qualifying.min_selections,
    minSelectionOdds: p.qualifying.min_selection_odds,
    minStake: p.min_stake,
    stakeCurrency: p.stake_currency,
  };
}

/** What the bar shows for one campaign and the slip's bets. */
export interface AmbBar {
  /** Qualifying bets so far, and the number of the next range (the last one once all are reached). */
  count: number;
  total: number;
  /** Slip bets that would count if placed now. */
  counting: number;
  /** Every range reached. */
  done: boolean;
  /** The next range's reward: free bets and each one's amount. */
  freebets: number;
  amount: number;
  currency: { code: string; subunits: number };
}

/** The bar of a campaign for the slip's bets (the domain's ambQualifies, as the server counts them). */
export function ambBarOf(p: AmbProgress, bets: readonly TicketBet[]): AmbBar | null {
  const ranges = p.amb_ranges.map((r) => ({
    numberOfBets: r.number_of_bets,
    numberOfFreebets: r.number_of_freebets,
    amount: r.issued_bonus_amount,
    currency: { code: r.currency, subunits: r.currency_subunits },
  }));
  const next = ambNextRange(ranges, p.progress_count);
  const range = next ?? [...ranges].sort((a, b) => a.numberOfBets - b.numberOfBets).at(-1);
  if (!range) return null;
  const rule = ambRuleFrom(p);
  const counting = bets.filter((bet) =>
    ambQualifies(rule, {
      betType: bet.betType,
      currency: bet.currency,
      cashStake: bet.freebetStake > 0 ? 0 : bet.stake,
      selectionOdds: bet.selections.map((s) => s.acceptedOdds),
    }),
  ).length;
  return {
    count: Math.min(p.progress_count, range.numberOfBets),
    total: range.numberOfBets,
    counting: next ? counting : 0,
    done: next === undefined,
    freebets: range.numberOfFreebets,
    amount: range.amount,
    currency: range.currency,
  };
}
