/**
 * Pricing of a placement against the current catalogue: the player's odds-accept mode per selection,
 * the bet-builder price of custom bets, and every SPEC §5 rule through the domain's validateBet and
 * validateTicket. Refusals become the BetError of SPEC §8 (101, 120, bet_validation_failed ...).
 */
import {
  type BetErrorByBet,
  BetErrorCode,
  type BetErrorDetail,
  type OddsAcceptMode,
  PLATFORM_CURRENCIES,
  type PlaceBetsBody,
  RiskValidationCode,
} from '@sportsbook/contract';
import {
  BetType,
  BetValidationCode,
  type Currency,
  emptyBet,
  maxStakeFor,
  type Odds,
  potentialWinOf,
  pricedBetOf,
  type Selection,
  type Subunits,
  selectionIdOf,
  stakeWithinMaxPayout,
  systemTypeFromId,
  type TicketBet,
  totalOddsOf,
  validateBet,
  validateTicket,
} from '@sportsbook/domain';
import type { z } from 'zod';
import { visitorSettings } from '../catalogue/settings.ts';
import {
  currentPriceOf,
  type MarketInfo,
  type MatchInfo,
  marketKeyOf,
  type SelectionCatalogue,
} from './catalogue.ts';
import { betError } from './errors.ts';
import { betMessage } from './messages.ts';
import { customBetOdds } from './pricing.ts';

type PlaceBets = z.output<typeof PlaceBetsBody>;
type PlacementBetIn = PlaceBets['bets'][number];

/** One bet of a placement after pricing against the current catalogue. */
export interface PricedPlacement {
  index: number;
  currency: string;
  subunits: number;
  type: BetType;
  stake: number;
  odds: number;
  potentialWin: number;
  customOdds: number | null;
  systemId: string | null;
  selections: {
    eventId: number;
    marketId: number;
    specifier: string;
    outcomeId: string;
    odds: number;
    marketName: MarketInfo['name'];
    outcomeName: MarketInfo['name'];
  }[];
}

/** What pricing needs from the service's configuration. */
export interface PricingOptions {
  /** Largest payout of one bet in subunits of `currency`. */
  maxPayoutOf(currency: string): number;
  /** Book margin of bet-builder prices (default: the feed's MARGIN). */
  customMargin?: number | undefined;
  /** Bonus odds of bet `index` in thousandths (a combo boost, checked by the bonuses module), if any. */
  bonusOddsOf?: ((index: number) => number | undefined) | undefined;
}

export function currencyOf(code: string): Currency {
  const c = PLATFORM_CURRENCIES[code as keyof typeof PLATFORM_CURRENCIES];
  return c ?? { code, subunits: 2, fiat: true };
}

/** The bet type a payload bet describes: system_id → system, custom_odds → custom bet, else by count. */
export function typeOf(bet: {
  system_id?: string | undefined;
  custom_odds?: number | undefined;
  selections: unknown[];
}) {
  if (bet.system_id !== undefined) return BetType.system;
  if (bet.custom_odds !== undefined) return BetType.customBet;
  return bet.selections.length === 1 ? BetType.single : BetType.combo;
}

function ticketBetOf(
  id: string,
  bet: { stake: number; currency: string; customOdds: number | null; systemId: string | null; type: BetType },
  selections: Selection[],
  bonusOdds: number | null = null,
): TicketBet {
  return {
    ...emptyBet(id, bet.type, selections, currencyOf(bet.currency)),
    stake: bet.stake as Subunits,
    customOdds: bet.customOdds as Odds | null,
    bonusOdds,
    systemType: bet.systemId ? (systemTypeFromId(bet.systemId) ?? null) : null,
  };
}

function selectionOf(
  s: { match_id: number; market_id: number; specifier: string; outcome_id: string },
  match: MatchInfo | undefined,
  fields: Pick<
    Selection,
    'odds' | 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable' | 'active'
  >,
): Selection {
  const key = { matchId: s.match_id, marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id };
  return {
    ...key,
    ...fields,
    id: selectionIdOf(key),
    matchUrnId: match?.urnId ?? '',
    matchSlug: match?.slug ?? '',
    matchStatus: (match?.type === 'match' ? match.status : 4) as Selection['matchStatus'],
    marketGroup: '',
    sportKey: match?.sport.key ?? '',
    nameA: '',
    nameB: '',
    categoryName: '',
    provider: (match?.provider ?? 'betradar') as Selection['provider'],
    marketName: '',
    outcomeName: '',
  };
}

/** The slip settings the server validates with (SPEC §3 Bet settings, as the visitor defaults say). */
const visitorSettingsForValidation = (() => {
  const s = visitorSettings(new Date(0));
  return {
    multiSingleAvailableByProvider: s.multi_bet_settings.available_by_provider,
    customBetEnabled: s.custom_bet_enabled,
    customBetAllowSingle: s.custom_bet_allow_single,
  };
})();

/**
 * Prices the payload against the current catalogue with the player's odds-accept mode and checks
 * every SPEC §5 rule through the domain's validateBet/validateTicket; throws the BetError of SPEC §8
 * (101 odds, 120 custom odds, or bet_validation_failed) with errors_by_bet when anything is refused.
 * The catalogue (loadSelectionCatalogue) holds the selections' matches, markets and provider statuses.
 */
export function pricePlacement(
  catalogue: SelectionCatalogue,
  payload: readonly PlacementBetIn[],
  mode: OddsAcceptMode,
  locale: string,
  opts: PricingOptions,
): PricedPlacement[] {
  const { matches, marketMap, statuses } = catalogue;
  const details: BetErrorDetail[] = [];
  const byBet: BetErrorByBet[] = [];
  let oddsRefused = false;
  let customRefused = false;
  const tickets: TicketBet[] = [];
  const out: PricedPlacement[] = [];

  payload.forEach((bet, index) => {
    const type = typeOf(bet);
    const currency = currencyOf(bet.stake.currency);
    const codes: string[] = [];
    let oddsCode: string | undefined;
    const selections: Selection[] = [];
    const stored: PricedPlacement['selections'] = [];
    bet.selections.forEach((s, selectionIndex) => {
      const match = matches.get(s.match_id);
      const market = marketMap.get(marketKeyOf(s.match_id, s.market_id, s.specifier));
      const price = currentPriceOf(match, market, s.outcome_id, statuses);
      const sent = s.odds;
      const current = price.odds;
      const suspended = !price.bettable && price.providerActive;
      const where = {
        bet_index: index,
        selection_index: selectionIndex,
        match_id: s.match_id,
        market_id: s.market_id,
        specifier: s.specifier,
        outcome_id: s.outcome_id,
        sent_odds: sent,
        current_odds: price.outcome ? current : null,
      };
      let accepted = sent;
      let changed = false;
      if (!price.bettable) {
        details.push({
          ...where,
          code: price.providerActive
            ? BetValidationCode.selectionSuspended
            : BetValidationCode.selectionNotAvailable,
        });
      } else if (type === BetType.customBet || current === sent || mode === 'any') {
        // Custom-bet selections are not re-checked against the policy (SPEC §4); their price is.
        accepted = current;
      } else if (mode === 'higher' && current > sent) {
        accepted = current;
      } else {
        changed = true;
        oddsCode =
          oddsCode ??
          (mode === 'higher' ? RiskValidationCode.oddsHigherThanCurrent : RiskValidationCode.oddsDifferent);
        details.push({
          ...where,
          code:
            mode === 'higher' ? RiskValidationCode.oddsHigherThanCurrent : RiskValidationCode.oddsDifferent,
        });
      }
      selections.push(
        selectionOf(s, match, {
          odds: (current || sent) as Odds,
          acceptedOdds: accepted as Odds,
          initialOdds: sent as Odds,
          active: price.outcome?.active ?? false,
          isSuspended: suspended,
          isChanged: changed,
          isNotAvailable: !price.providerActive,
        }),
      );
      stored.push({
        eventId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        odds: accepted,
        marketName: market?.name ?? { en: '' },
        outcomeName: price.outcome?.name ?? { en: s.outcome_id },
      });
    });

    let customOdds: number | null = bet.custom_odds ?? null;
    if (type === BetType.customBet && selections.every((s) => !s.isSuspended && !s.isNotAvailable)) {
      const serverPrice = customBetOdds(
        matches.get(bet.selections[0]?.match_id ?? -1),
        bet.selections,
        marketMap,
        statuses,
        opts.customMargin,
      );
      const sent = bet.custom_odds ?? 0;
      if (serverPrice === null) {
        codes.push(BetValidationCode.customBetInvalid);
      } else if (serverPrice !== sent) {
        // The odds-accept mode applies to the builder price as to any odds: any takes the price now,
        // higher takes a higher one; anything else is refused with code 120 and the price now.
        customOdds = serverPrice;
        if (!(mode === 'any' || (mode === 'higher' && serverPrice > sent))) {
          customRefused = true;
          oddsCode = 'error.place_bets.invalid_odds_custom_bet';
          details.push({
            bet_index: index,
            code: oddsCode,
            sent_odds: bet.custom_odds,
            current_odds: serverPrice,
          });
        }
      }
    }
    const ticket = ticketBetOf(
      String(index),
      {
        stake: bet.stake.value,
        currency: currency.code,
        customOdds,
        systemId: bet.system_id ?? null,
        type,
      },
      selections,
      opts.bonusOddsOf?.(index) ?? null,
    );
    tickets.push(ticket);
    const pricedBet = pricedBetOf(ticket);
    const maxPayout = opts.maxPayoutOf(currency.code) as Subunits;
    // Only the stake-above-maximum check reads maxStake: a stake that fits needs no search.
    const { stake: _stake, ...unstaked } = pricedBet;
    const maxStake = stakeWithinMaxPayout(pricedBet, maxPayout)
      ? undefined
      : maxStakeFor(unstaked, maxPayout);
    const validation = validateBet(ticket, {
      currency,
      maxStake,
      settings: visitorSettingsForValidation,
    });
    for (const code of validation.errors) {
      if (code === BetValidationCode.oddsChanged) continue;
      if (!codes.includes(code)) codes.push(code);
    }
    if (oddsCode && !customRefused) oddsRefused = true;
    if (oddsCode !== undefined || codes.length > 0) {
      const code = oddsCode ?? (codes[0] as string);
      byBet.push({ index, code, localized_message: betMessage(code, locale) });
    }
    const total = totalOddsOf(pricedBet);
    out.push({
      index,
      currency: currency.code,
      subunits: currency.subunits,
      type,
      stake: bet.stake.value,
      odds: Number(total.numerator / total.denominator),
      potentialWin: potentialWinOf(pricedBet),
      customOdds: type === BetType.customBet ? customOdds : null,
      systemId: type === BetType.system ? (bet.system_id ?? null) : null,
      selections: stored,
    });
  });

  const ticketErrors = validateTicket(tickets, {
    currency: currencyOf(payload[0]?.stake.currency ?? 'EUR'),
    settings: visitorSettingsForValidation,
  }).errors;
  for (const code of ticketErrors) details.push({ code });
  if (byBet.length === 0 && ticketErrors.length === 0) return out;

  if (oddsRefused) {
    throw betError(422, BetErrorCode.invalidOdds, 'error.place_bets.invalid_odds', locale, {
      details,
      errors_by_bet: byBet,
    });
  }
  if (customRefused) {
    throw betError(422, BetErrorCode.invalidCustomOdds, 'error.place_bets.invalid_odds_custom_bet', locale, {
      details,
      errors_by_bet: byBet,
    });
  }
  const first = byBet[0]?.code ?? ticketErrors[0] ?? 'error.place_bets.default';
  throw betError(422, BetErrorCode.validation, first, locale, { details, errors_by_bet: byBet });
}

/**
 * SPEC §9 bet category of a sportsbook bet, from its selections: `cyber` when every selection is on a
 * cyber sport (esports), else `regular` (the client's `meta.type` is not trusted for it).
 */
export function betCategoryOf(
  p: Pick<PricedPlacement, 'selections'>,
  matches: ReadonlyMap<number, MatchInfo>,
): 'regular' | 'cyber' {
  const cyber = p.selections.every((s) => matches.get(s.eventId)?.sport.type === 'cyber');
  return p.selections.length > 0 && cyber ? 'cyber' : 'regular';
}
