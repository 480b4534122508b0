import { describe, expect, it } from 'vitest';
import {
  BetType,
  BetValidationCode,
  type Currency,
  canSwitchToCombo,
  canSwitchToSingle,
  canSwitchToSystem,
  canUseMultipleSingles,
  emptyBet,
  hasMixedProviders,
  type Odds,
  type Provider,
  placementPayload,
  type Selection,
  type SelectionInput,
  type Subunits,
  selectionFrom,
  stakeSumOf,
  systemTypeFromId,
  systemTypesUpTo,
  type TicketBet,
  validateBet,
  validateTicket,
} from '../src/index.ts';

const EUR: Currency = { code: 'EUR', subunits: 2, fiat: true };
const settings = {
  multiSingleAvailableByProvider: { betradar: true, oddin: false } as Partial<Record<Provider, boolean>>,
  customBetEnabled: true,
  customBetAllowSingle: false,
};

function sel(matchId: number, overrides: Partial<SelectionInput> = {}): Selection {
  return selectionFrom({
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `match-${matchId}`,
    matchStatus: 0,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    active: true,
    odds: 2000 as Odds,
    ...overrides,
  });
}

function bet(
  betType: TicketBet['betType'],
  selections: Selection[],
  stake = 1000,
  extra: Partial<TicketBet> = {},
): TicketBet {
  return { ...emptyBet('bet-1', betType, selections, EUR), stake: stake as Subunits, ...extra };
}

const context = { currency: EUR, settings };
const errorsOf = (b: TicketBet, ctx: Parameters<typeof validateBet>[1] = context) =>
  validateBet(b, ctx).errors;

describe('SPEC §5 stake rules', () => {
  it('a stake must be above 0', () => {
    expect(errorsOf(bet('single', [sel(1)], 0))).toContain(BetValidationCode.stakeRequired);
    expect(errorsOf(bet('single', [sel(1)], 100))).toEqual([]);
  });

  it('a stake may not exceed the maximum', () => {
    expect(errorsOf(bet('single', [sel(1)], 1001), { ...context, maxStake: 1000 as Subunits })).toContain(
      BetValidationCode.stakeAboveMaximum,
    );
  });

  it('in a ticket each bet is checked against its own maximum', () => {
    const bets = [bet('single', [sel(1)], 500), { ...bet('single', [sel(2)], 700), id: 'bet-2' }];
    const result = validateTicket(bets, {
      ...context,
      maxStakeByBet: { 'bet-1': 500 as Subunits, 'bet-2': 600 as Subunits },
    });
    expect(result.isValid).toBe(false);
    expect(result.byBet['bet-1']?.errors).toEqual([]);
    expect(result.byBet['bet-2']?.errors).toContain(BetValidationCode.stakeAboveMaximum);
    // A bet with no maximum of its own falls back to the common one.
    expect(
      validateTicket(bets, {
        ...context,
        maxStake: 600 as Subunits,
        maxStakeByBet: { 'bet-2': 700 as Subunits },
      }).isValid,
    ).toBe(true);
  });

  it('a fiat stake is rounded by currency subunits', () => {
    const fine: Currency = { code: 'KWD', subunits: 4, fiat: true };
    expect(errorsOf(bet('single', [sel(1)], 12_345), { ...context, currency: fine })).toContain(
      BetValidationCode.stakeNotRounded,
    );
  });

  it('the stake sum must equal the shown total, and a system stake must split evenly', () => {
    const bets = [bet('single', [sel(1)], 500), { ...bet('single', [sel(2)], 700), id: 'bet-2' }];
    expect(stakeSumOf(bets)).toBe(1200);
    expect(validateTicket(bets, { ...context, expectedTotalStake: 1200 as Subunits }).isValid).toBe(true);
    expect(validateTicket(bets, { ...context, expectedTotalStake: 1100 as Subunits }).errors).toContain(
      BetValidationCode.stakeSumMismatch,
    );
    const system = bet('system', [sel(1), sel(2), sel(3)], 1000, {
      systemType: systemTypeFromId('2/3') ?? null,
    });
    expect(errorsOf(system)).toContain(BetValidationCode.stakeSumMismatch);
    expect(errorsOf({ ...system, stake: 999 as Subunits })).toEqual([]);
  });

  it("a potential win equal to or less than the stake is 'error.potential_win.equal_or_less'", () => {
    expect(errorsOf(bet('single', [sel(1, { odds: 1001 as Odds })], 100))).toContain(
      'error.potential_win.equal_or_less',
    );
    expect(errorsOf(bet('single', [sel(1, { odds: 1010 as Odds })], 100))).not.toContain(
      'error.potential_win.equal_or_less',
    );
  });
});

describe('SPEC §5 bet shape rules', () => {
  it('a system needs a system type whose total count equals the selection count', () => {
    const three = [sel(1), sel(2), sel(3)];
    expect(errorsOf(bet('system', three, 999, { systemType: null }))).toContain(
      BetValidationCode.systemTypeMismatch,
    );
    expect(errorsOf(bet('system', three, 999, { systemType: systemTypeFromId('2/4') ?? null }))).toContain(
      BetValidationCode.systemTypeMismatch,
    );
  });

  it('a system cannot include oddin selections', () => {
    const withOddin = [sel(1), sel(2), sel(3, { provider: 'oddin' })];
    expect(
      errorsOf(bet('system', withOddin, 999, { systemType: systemTypeFromId('2/3') ?? null })),
    ).toContain(BetValidationCode.systemOddinSelection);
    expect(canSwitchToSystem(withOddin, systemTypesUpTo())).toBe(false);
    expect(canSwitchToSystem([sel(1), sel(2), sel(3)], systemTypesUpTo())).toBe(true);
  });

  it('mixed providers are flagged as a warning', () => {
    const mixed = bet('combo', [sel(1), sel(2, { provider: 'betconstruct' })]);
    expect(hasMixedProviders(mixed.selections)).toBe(true);
    expect(validateBet(mixed, context).warnings).toEqual([BetValidationCode.mixedProviders]);
    expect(validateBet(mixed, context).errors).toEqual([]);
  });

  it('multiple singles only when every selection’s provider permits them', () => {
    const a = bet('single', [sel(1)]);
    const b = { ...bet('single', [sel(2, { provider: 'oddin' })]), id: 'bet-2' };
    expect(canUseMultipleSingles([sel(1), sel(2)], settings.multiSingleAvailableByProvider)).toBe(true);
    expect(validateTicket([a, b], context).errors).toContain(BetValidationCode.multipleSinglesNotAllowed);
    expect(validateTicket([a, { ...b, selections: [sel(2)] }], context).isValid).toBe(true);
  });

  it('a combo or system cannot contain two selections of the same match', () => {
    const same = [sel(1), sel(1, { outcomeId: '2' })];
    expect(errorsOf(bet('combo', same))).toContain(BetValidationCode.sameMatchSelections);
    expect(canSwitchToCombo(same)).toBe(false);
  });

  it('a custom bet applies to one bet and needs custom odds', () => {
    const custom = bet('custom_bet', [sel(1), sel(1, { marketId: 2 })], 1000, { customOdds: 3500 as Odds });
    expect(validateTicket([custom], context).isValid).toBe(true);
    expect(validateTicket([custom, { ...custom, id: 'bet-2' }], context).errors).toContain(
      BetValidationCode.customBetInvalid,
    );
    expect(errorsOf({ ...custom, customOdds: null })).toContain(BetValidationCode.customBetIncomplete);
    expect(errorsOf({ ...custom, selections: [sel(1)] })).toContain(BetValidationCode.customBetIncomplete);
    expect(errorsOf(bet('combo', [sel(1), sel(2)], 1000, { customOdds: 3000 as Odds }))).toContain(
      BetValidationCode.customBetInvalid,
    );
  });

  it('the switch to single or combo is offered only if allowed per provider', () => {
    const map = settings.multiSingleAvailableByProvider;
    expect(canSwitchToSingle([sel(1), sel(2)], map)).toBe(true);
    expect(canSwitchToSingle([sel(1), sel(2, { provider: 'oddin' })], map)).toBe(false);
    expect(canSwitchToSingle([sel(1, { provider: 'oddin' })], map)).toBe(true);
    expect(canSwitchToCombo([sel(1)])).toBe(false);
  });

  it('suspended, unavailable and changed selections block placement', () => {
    expect(errorsOf(bet('single', [sel(1, { isSuspended: true })]))).toContain(
      BetValidationCode.selectionSuspended,
    );
    expect(errorsOf(bet('single', [sel(1, { isNotAvailable: true })]))).toContain(
      BetValidationCode.selectionNotAvailable,
    );
    expect(errorsOf(bet('single', [sel(1, { isChanged: true })]))).toContain(BetValidationCode.oddsChanged);
    expect(errorsOf(bet('single', [sel(1, { matchStatus: 4 })]))).toContain(
      BetValidationCode.selectionSuspended,
    );
  });

  it('an empty ticket is not valid', () => {
    expect(validateTicket([], context).isValid).toBe(false);
  });
});

describe('placement payload (SPEC §3)', () => {
  const meta = { deviceId: 'device-1', quick: false, type: 'regular' } as const;

  it('sends system_id only for system bets and custom_odds only for custom bets', () => {
    const system = bet('system', [sel(1), sel(2), sel(3)], 999, {
      systemType: systemTypeFromId('2/3') ?? null,
    });
    const custom = {
      ...bet('custom_bet', [sel(4), sel(4, { marketId: 2 })], 500, { customOdds: 4200 as Odds }),
      id: 'c',
    };
    const combo = { ...bet('combo', [sel(5), sel(6)], 300), id: 'd' };
    const payload = placementPayload({ bets: [system, custom, combo] }, meta);
    expect(payload.meta).toEqual({ device_id: 'device-1', quick: false, type: 'regular' });
    expect(payload.bets[0]).toEqual({
      stake: { value: 999, currency: 'EUR' },
      selections: [1, 2, 3].map((m) => ({
        match_id: m,
        market_id: 1,
        specifier: '',
        outcome_id: '1',
        odds: 2000,
      })),
      system_id: '2/3',
    });
    expect(payload.bets[1]?.custom_odds).toBe(4200);
    expect(payload.bets[1]).not.toHaveProperty('system_id');
    expect(payload.bets[2]).not.toHaveProperty('custom_odds');
    expect(payload.bets[2]).not.toHaveProperty('system_id');
  });

  it('sends the bonus as {id, type, odds?} and the accepted odds', () => {
    const boosted = bet('combo', [sel(1, { acceptedOdds: 1900 as Odds }), sel(2)], 1000, {
      bonus: { id: 7, type: 'comboboost' },
      bonusOdds: 1050,
    });
    const freebet = { ...bet('single', [sel(3)], 500, { bonus: { id: 8, type: 'freebet' } }), id: 'f' };
    const payload = placementPayload({ bets: [boosted, freebet] }, meta);
    expect(payload.bets[0]?.bonus).toEqual({ id: 7, type: 'comboboost', odds: 1050 });
    expect(payload.bets[0]?.selections[0]?.odds).toBe(1900);
    expect(payload.bets[1]?.bonus).toEqual({ id: 8, type: 'freebet' });
  });

  it('takes the processing bets, else the bets with a stake', () => {
    const a = bet('single', [sel(1)], 0);
    const b = { ...bet('single', [sel(2)], 100), id: 'bet-2' };
    expect(placementPayload({ bets: [a, b] }, meta).bets).toHaveLength(1);
    expect(placementPayload({ bets: [a, b], processingBets: ['bet-1'] }, meta).bets[0]?.stake.value).toBe(0);
  });

  it('keeps the combo type when validating a well-formed combo', () => {
    expect(errorsOf(bet(BetType.combo, [sel(1), sel(2)]))).toEqual([]);
  });
});
