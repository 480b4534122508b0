import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BetType,
  type Currency,
  createTicketState,
  type MarketSnapshot,
  type Odds,
  type Provider,
  restoreTicket,
  type SelectionInput,
  type SlipBonus,
  type Subunits,
  serializeTicket,
  type TicketAction,
  type TicketRestoreLookups,
  type TicketSettings,
  type TicketState,
  ticketReducer,
} from '../src/index.ts';

const EUR: Currency = { code: 'EUR', subunits: 2, fiat: true };
const USD: Currency = { code: 'USD', subunits: 2, fiat: true };

const providerArb = fc.constantFrom<Provider>('betradar', 'oddin', 'betconstruct');
const oddsArb = fc.integer({ min: 1001, max: 20_000 }).map((n) => n as Odds);
const betIdArb = fc.integer({ min: 1, max: 8 }).map((n) => `bet-${n}`);

const selectionArb = (marketIds: number[] = [1, 2]): fc.Arbitrary<SelectionInput> =>
  fc
    .record({
      matchId: fc.integer({ min: 1, max: 6 }),
      marketId: fc.constantFrom(...marketIds),
      outcomeId: fc.constantFrom('1', '2'),
      provider: providerArb,
      odds: oddsArb,
    })
    .map(({ matchId, marketId, outcomeId, provider, odds }) => ({
      matchId,
      matchUrnId: `sr:match:${matchId}`,
      matchSlug: `m-${matchId}`,
      // A match has one status: match 6 is stopped, the others prematch or live.
      matchStatus: (matchId === 6 ? 2 : matchId % 2) as SelectionInput['matchStatus'],
      marketGroup: 'main',
      sportKey: 'soccer',
      nameA: 'A',
      nameB: 'B',
      categoryName: 'C',
      // A match has one provider, as in the catalogue.
      provider: matchId % 3 === 0 ? 'oddin' : provider === 'oddin' ? 'betradar' : provider,
      marketId,
      marketName: 'market',
      specifier: '',
      outcomeId,
      outcomeName: outcomeId,
      active: true,
      odds,
    }));

const bonusArb: fc.Arbitrary<SlipBonus> = fc.oneof(
  fc.constant<SlipBonus>({
    id: 1,
    type: 'comboboost',
    ranges: [{ min_count: 2, max_count: 20, bonus_odds: 1100 }],
  }),
  fc.constant<SlipBonus>({ id: 2, type: 'freebet', freebetAmount: 500 as Subunits }),
  fc.constant<SlipBonus>({ id: 3, type: 'hunting' }),
  fc.constant<SlipBonus>({ id: 4, type: 'lootbox' }),
);

const marketArb: fc.Arbitrary<MarketSnapshot> = fc.record({
  id: fc.constantFrom(1, 2),
  specifier: fc.constant(''),
  status: fc.constantFrom(1, 1, 0, -1),
  outcomes: fc.array(
    fc.record({
      id: fc.constantFrom('1', '2'),
      active: fc.boolean(),
      odds: fc.integer({ min: 900, max: 20_000 }),
    }),
    { maxLength: 2 },
  ),
});

/** Edits that keep odds as added: the serialise/restore round trip can rebuild them from lookups. */
const editActionArb: fc.Arbitrary<TicketAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: selectionArb().map((selection) => ({ type: 'selectionToggled', selection }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        selections: fc.array(selectionArb([3]), { minLength: 1, maxLength: 3 }),
        customOdds: oddsArb,
      })
      .map((a) => ({ type: 'customBetAdded', ...a }) as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ betId: betIdArb, stake: fc.integer({ min: 0, max: 1_000_000 }) })
      .map(({ betId, stake }) => ({ type: 'stakeChanged', betId, stake: stake as Subunits }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ betId: betIdArb, win: fc.integer({ min: 0, max: 1_000_000 }) })
      .map(
        ({ betId, win }) => ({ type: 'potentialWinChanged', betId, potentialWin: win as Subunits }) as const,
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        betType: fc.constantFrom(BetType.single, BetType.combo, BetType.system),
        systemTypeId: fc.constantFrom('2/3', '3/4', '2/5', undefined),
      })
      .map((a) => ({ type: 'betTypeChanged', ...a }) as TicketAction),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ betId: betIdArb, systemTypeId: fc.constantFrom('2/3', '2/4', '3/4', '3/5') })
      .map((a) => ({ type: 'systemTypeChanged', ...a }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        betId: fc.option(betIdArb, { nil: undefined }),
        bonuses: fc.array(bonusArb, { maxLength: 3 }),
      })
      .map((a) => ({ type: 'bonusesUpdated', ...a }) as TicketAction),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ betId: betIdArb, bonusId: fc.constantFrom(1, 2, 3, 4, null) })
      .map((a) => ({ type: 'bonusSelected', ...a }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        provider: providerArb,
        status: fc.constantFrom('active', 'inactive') as fc.Arbitrary<'active' | 'inactive'>,
      })
      .map((a) => ({ type: 'providerStatusChanged', ...a }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        ids: fc.array(selectionArb(), { maxLength: 2 }),
        betId: fc.option(betIdArb, { nil: undefined }),
      })
      .map(
        ({ ids, betId }) =>
          ({
            type: 'selectionsRemoved',
            selectionIds: ids.map((s) => `${s.matchId}:${s.marketId}:${s.specifier}:${s.outcomeId}`),
            betId,
          }) as TicketAction,
      ),
  },
  { weight: 1, arbitrary: fc.constant<TicketAction>({ type: 'unavailableSelectionsRemoved' }) },
);

const anyActionArb: fc.Arbitrary<TicketAction> = fc.oneof(
  { weight: 10, arbitrary: editActionArb },
  {
    weight: 2,
    arbitrary: fc
      .record({
        matchId: fc.integer({ min: 1, max: 6 }),
        markets: fc.array(marketArb, { maxLength: 2 }),
        complete: fc.boolean(),
      })
      .map((a) => ({ type: 'marketsUpdated', ...a }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ matchId: fc.integer({ min: 1, max: 6 }), status: fc.constantFrom(0, 1, 2, 3, 4, 5) })
      .map((a) => ({ type: 'matchStatusChanged', ...a }) as TicketAction),
  },
  { weight: 1, arbitrary: fc.constant<TicketAction>({ type: 'oddsChangesAccepted' }) },
  { weight: 1, arbitrary: fc.constant<TicketAction>({ type: 'ticketCleared' }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('none', 'higher', 'any')
      .map((p) => ({ type: 'settingsChanged', settings: { oddsChangePolicy: p } }) as TicketAction),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(EUR, USD).map((currency) => ({ type: 'currencyChanged', currency }) as const),
  },
  {
    weight: 2,
    arbitrary: fc.boolean().map((isLoggedIn) => ({ type: 'placeRequested', isLoggedIn }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(betIdArb, { maxLength: 2 })
      .map(
        (ids) =>
          ({ type: 'placeSucceeded', placed: ids.map((id, i) => ({ id, betId: `srv-${i}` })) }) as const,
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ status: fc.constantFrom(401, 422, 500), code: fc.constantFrom(101, 120, 118, undefined) })
      .map(({ status, code }) => ({ type: 'placeFailed', status, response: { code } }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .boolean()
      .map((keepSelections) => ({ type: 'placementDismissed', keepSelections }) as const),
  },
  { weight: 1, arbitrary: fc.nat(20).map((upToId) => ({ type: 'effectsHandled', upToId }) as const) },
  { weight: 1, arbitrary: fc.constant<TicketAction>({ type: 'restoreStarted' }) },
);

const settingsArb: fc.Arbitrary<TicketSettings> = fc.record({
  oddsChangePolicy: fc.constantFrom('none', 'higher', 'any'),
  multiSingleAvailableByProvider: fc.record({
    betradar: fc.boolean(),
    betconstruct: fc.boolean(),
    oddin: fc.boolean(),
  }),
  providerStatuses: fc.constant({}),
  customBetEnabled: fc.boolean(),
  customBetAllowSingle: fc.boolean(),
  currency: fc.constant(EUR),
});

function checkInvariants(state: TicketState): void {
  const allIds = new Set<string>();
  for (const bet of state.bets) {
    expect(bet.selections.length).toBeGreaterThan(0);
    const ids = bet.selections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) allIds.add(id);
    if (bet.betType === BetType.combo || bet.betType === BetType.system) {
      const matches = bet.selections.map((s) => s.matchId);
      expect(new Set(matches).size).toBe(matches.length);
      expect(bet.selections.length).toBeGreaterThanOrEqual(2);
    }
    if (bet.betType === BetType.single) expect(bet.selections).toHaveLength(1);
    if (bet.betType === BetType.system) expect(bet.systemType?.totalCount).toBe(bet.selections.length);
    else expect(bet.systemType).toBeNull();
    if (bet.betType !== BetType.customBet) expect(bet.customOdds).toBeNull();
    expect(Number.isSafeInteger(bet.stake) && bet.stake >= 0).toBe(true);
    if (bet.freebetStake > 0) expect(bet.stake).toBe(bet.freebetStake);
  }
  expect(new Set(state.selectedOutcomeIds)).toEqual(allIds);
  expect(state.selectedOutcomeIds).toHaveLength(allIds.size);
  expect(new Set(state.bets.map((b) => b.id)).size).toBe(state.bets.length);
  expect(state.inProgress).toBe(state.ticketState === 'PROCESSING');
  if (state.ticketState === 'INITIAL' || state.ticketState === 'ERROR')
    expect(state.processingBets).toEqual([]);
  const effectIds = state.effects.map((e) => e.id);
  expect([...effectIds].sort((a, b) => a - b)).toEqual(effectIds);
}

/** Lookups that report every selection's match and market as the state holds them. */
function lookupsFrom(state: TicketState): TicketRestoreLookups {
  const markets = new Map<string, { id: string; active: boolean; odds: number }[]>();
  const statuses = new Map<number, TicketState['bets'][number]['selections'][number]['matchStatus']>();
  for (const s of state.bets.flatMap((b) => b.selections)) {
    statuses.set(s.matchId, s.matchStatus);
    const key = `${s.matchId}:${s.marketId}:${s.specifier}`;
    markets.set(key, [...(markets.get(key) ?? []), { id: s.outcomeId, active: true, odds: s.odds }]);
  }
  return {
    matchOf: (id) => {
      const status = statuses.get(id);
      return status === undefined ? undefined : { status };
    },
    marketOf: (matchId, marketId, specifier) => {
      const outcomes = markets.get(`${matchId}:${marketId}:${specifier}`);
      return outcomes ? { id: marketId, specifier, status: 1, outcomes } : undefined;
    },
  };
}

describe('ticket reducer properties', () => {
  it('never throws on arbitrary action sequences and keeps its invariants', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(anyActionArb, { maxLength: 40 }), (settings, actions) => {
        let state = createTicketState(settings);
        for (const action of actions) {
          state = ticketReducer(state, action);
          checkInvariants(state);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('serialise then restore round-trips the bets and phase', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(editActionArb, { maxLength: 25 }), (settings, actions) => {
        const state = actions.reduce(ticketReducer, createTicketState(settings));
        // Suspension by match status is re-derived on restore; leave it out of the comparison's inputs.
        fc.pre(state.bets.every((b) => b.selections.every((s) => !s.isSuspended)));
        const restored = restoreTicket(
          createTicketState(state.settings),
          serializeTicket(state),
          lookupsFrom(state),
        );
        expect(restored.bets).toEqual(state.bets);
        expect(restored.ticketState).toBe(state.ticketState);
        expect(restored.selectedOutcomeIds).toEqual(state.selectedOutcomeIds);
        expect(restored.isRestoring).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('restore never throws on stored bets of any shape', () => {
    const settings: TicketSettings = {
      oddsChangePolicy: 'higher',
      multiSingleAvailableByProvider: {},
      providerStatuses: {},
      customBetEnabled: true,
      customBetAllowSingle: true,
      currency: EUR,
    };
    const real = [1, 2, 3].reduce(
      (s, matchId) =>
        ticketReducer(s, {
          type: 'selectionToggled',
          selection: fc.sample(selectionArb(), { numRuns: 1, seed: matchId })[0] as SelectionInput,
        }),
      createTicketState(settings),
    ).bets;
    const betArb = fc.oneof(
      fc.anything(),
      fc
        .constantFrom(...real)
        .chain((bet) =>
          fc
            .record({ key: fc.constantFrom(...Object.keys(bet)), value: fc.anything() })
            .map(({ key, value }) => ({ ...bet, [key]: value })),
        ),
    );
    fc.assert(
      fc.property(
        fc.array(betArb, { maxLength: 4 }),
        fc.constantFrom('INITIAL', 'ODDS_CHANGED', 'x'),
        (bets, phase) => {
          const text = JSON.stringify({ version: 1, ticketState: phase, bets });
          const state = restoreTicket(createTicketState(settings), text, {
            matchOf: () => ({ status: 1 }),
            marketOf: () => undefined,
          });
          expect(state.isRestoring).toBe(false);
          checkInvariants(state);
        },
      ),
    );
  });

  it('restore never throws, whatever the stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const state = restoreTicket(
          createTicketState({
            oddsChangePolicy: 'none',
            multiSingleAvailableByProvider: {},
            providerStatuses: {},
            customBetEnabled: true,
            customBetAllowSingle: true,
            currency: EUR,
          }),
          text,
          { matchOf: () => ({ status: 0 }), marketOf: () => undefined },
        );
        expect(state.isRestoring).toBe(false);
        checkInvariants(state);
      }),
    );
  });
});
