import { describe, expect, it } from 'vitest';
import {
  createTicketState,
  type Odds,
  type OddsChangePolicy,
  refusedPricesOf,
  type SelectionInput,
  type Subunits,
  type TicketAction,
  type TicketState,
  ticketReducer,
} from '../src/index.ts';

// Issue 11: a live price that moved before its push arrived is refused by the server (101) with the
// current price; the slip shows the accept-changes prompt (ODDS_CHANGED), not an error page.

const settings = (policy: OddsChangePolicy) => ({
  oddsChangePolicy: policy,
  multiSingleAvailableByProvider: { betradar: true },
  providerStatuses: {},
  customBetEnabled: true,
  customBetAllowSingle: false,
  currency: { code: 'EUR', subunits: 2, fiat: true },
});

const live: SelectionInput = {
  matchId: 7,
  matchUrnId: 'sr:match:7',
  matchSlug: 'a-b',
  matchStatus: 1,
  marketGroup: 'main',
  sportKey: 'soccer',
  nameA: 'A',
  nameB: 'B',
  categoryName: 'C',
  provider: 'betradar',
  marketId: 1,
  marketName: '1x2',
  specifier: '',
  outcomeId: '1',
  outcomeName: 'A',
  active: true,
  odds: 2000 as Odds,
};

const refusal = (current: number): TicketAction => ({
  type: 'placeFailed',
  status: 422,
  response: {
    code: 101,
    message: 'The odds have changed.',
    data: {
      details: [
        {
          code: 'x',
          match_id: 7,
          market_id: 1,
          specifier: '',
          outcome_id: '1',
          sent_odds: 2000,
          current_odds: current,
        },
      ],
    },
  },
});

function placing(policy: OddsChangePolicy): TicketState {
  return [
    { type: 'selectionToggled', selection: live },
    { type: 'stakeChanged', betId: 'bet-1', stake: 100 as Subunits },
    { type: 'placeRequested', isLoggedIn: true },
  ].reduce((s, a) => ticketReducer(s, a as TicketAction), createTicketState(settings(policy)));
}

describe('odds refused at placement (issue 11)', () => {
  it('under the default policy shows the accept-changes prompt with the new price', () => {
    const s = ticketReducer(placing('none'), refusal(2500));
    expect(s.ticketState).toBe('ODDS_CHANGED');
    expect(s.error).toBeNull();
    expect(s.inProgress).toBe(false);
    expect(s.processingBets).toEqual([]);
    expect(s.bets[0]?.selections[0]).toMatchObject({ odds: 2500, acceptedOdds: 2000, isChanged: true });
    expect(s.bets[0]?.stake).toBe(100);
    const accepted = ticketReducer(s, { type: 'oddsChangesAccepted' });
    expect(accepted.ticketState).toBe('INITIAL');
    expect(accepted.bets[0]?.selections[0]?.acceptedOdds).toBe(2500);
  });

  it('under "higher" a lower price asks, a higher one is taken', () => {
    expect(ticketReducer(placing('higher'), refusal(1800)).ticketState).toBe('ODDS_CHANGED');
    const higher = ticketReducer(placing('higher'), refusal(2200));
    expect(higher.ticketState).toBe('INITIAL');
    expect(higher.bets[0]?.selections[0]?.acceptedOdds).toBe(2200);
  });

  it('without a current price in the details it stays an error', () => {
    const s = ticketReducer(placing('none'), { type: 'placeFailed', status: 422, response: { code: 101 } });
    expect(s.ticketState).toBe('ERROR');
  });

  it('reads only well-formed price details', () => {
    expect(
      refusedPricesOf([{ match_id: 1, market_id: 2, outcome_id: '1', current_odds: 999 }, null, 'x']),
    ).toEqual([]);
    expect(refusedPricesOf({})).toEqual([]);
  });
});
