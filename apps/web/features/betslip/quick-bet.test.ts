import { MatchStatus, type SelectionInput, type Subunits } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { runQuickBetPlacements } from './effects.ts';
import { createQuickBetState, isQuickBetClick, QuickBetPhase, quickBetReducer } from './quick-bet.ts';
import { createQuickBetStore } from './quick-bet-store.ts';

const EUR = { code: 'EUR', subunits: 2, fiat: true };

function live(odds = 2000): SelectionInput {
  return {
    matchId: 3,
    matchUrnId: 'sr:match:3',
    matchSlug: 'a-b',
    matchStatus: MatchStatus.live,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'X',
    provider: 'betradar',
    marketId: 1,
    marketName: '1X2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'A',
    active: true,
    odds: odds as never,
  };
}

function approved(stake = 500) {
  let s = createQuickBetState(EUR);
  s = quickBetReducer(s, { type: 'toggled' });
  s = quickBetReducer(s, { type: 'stakeChanged', stake: stake as Subunits });
  return quickBetReducer(s, { type: 'approved' });
}

describe('quick bet (SPEC §4)', () => {
  it('needs a stake above 0 to approve; stake, currency and the switch clear the approval', () => {
    let s = quickBetReducer(createQuickBetState(EUR), { type: 'toggled' });
    expect(quickBetReducer(s, { type: 'approved' }).isApproved).toBe(false);
    s = approved();
    expect(s.isApproved).toBe(true);
    expect(quickBetReducer(s, { type: 'stakeChanged', stake: 600 as Subunits }).isApproved).toBe(false);
    expect(
      quickBetReducer(s, { type: 'currencyChanged', currency: { code: 'USD', subunits: 2 } }).isApproved,
    ).toBe(false);
    expect(quickBetReducer(s, { type: 'toggled' })).toMatchObject({ isEnabled: false, isApproved: false });
  });

  it('takes only live selections, and only when signed in and approved', () => {
    const s = approved();
    expect(isQuickBetClick(s, live())).toBe(true);
    expect(isQuickBetClick(s, { matchStatus: MatchStatus.prematch })).toBe(false);
    expect(quickBetReducer(s, { type: 'selectionClicked', selection: live(), isLoggedIn: false })).toBe(s);
    const unapproved = quickBetReducer(s, { type: 'stakeChanged', stake: 700 as Subunits });
    expect(
      quickBetReducer(unapproved, { type: 'selectionClicked', selection: live(), isLoggedIn: true }),
    ).toBe(unapproved);
    expect(
      quickBetReducer(s, { type: 'selectionClicked', selection: live(), isLoggedIn: true, warning: true }),
    ).toBe(s);
  });

  it('refuses a potential win not above the stake', () => {
    const s = quickBetReducer(approved(), {
      type: 'selectionClicked',
      selection: live(1001),
      isLoggedIn: true,
    });
    expect(s.state).toBe(QuickBetPhase.error);
    expect(s.error).toBe('error.potential_win.equal_or_less');
    expect(s.pending).toBeNull();
  });

  it('turns itself off when the balance falls below the stake or to zero', () => {
    const s = approved(500);
    expect(quickBetReducer(s, { type: 'balanceChanged', currency: 'EUR', balance: 600 as Subunits })).toBe(s);
    expect(
      quickBetReducer(s, { type: 'balanceChanged', currency: 'EUR', balance: 499 as Subunits }).isEnabled,
    ).toBe(false);
    expect(quickBetReducer(s, { type: 'balanceChanged', currency: 'USD', balance: 0 as Subunits })).toBe(s);
  });

  it('places one single with meta.quick, then shows it placed', async () => {
    const store = createQuickBetStore(EUR);
    store.dispatch({ type: 'toggled' });
    store.dispatch({ type: 'stakeChanged', stake: 250 as Subunits });
    store.dispatch({ type: 'approved' });
    const placeBets = vi.fn(async () => ({ data: [{ id: 41 }] }));
    const placed = vi.fn();
    runQuickBetPlacements(store, {
      deviceId: () => 'd',
      categoryOf: () => 'regular',
      newIdempotencyKey: () => 'k',
      placeBets: placeBets as never,
      failureOf: () => ({}),
      placed,
      unauthorized: vi.fn(),
    });
    store.dispatch({ type: 'selectionClicked', selection: live(), isLoggedIn: true });
    expect(store.getState().state).toBe(QuickBetPhase.processing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(placeBets).toHaveBeenCalledTimes(1);
    expect(placeBets).toHaveBeenCalledWith(
      {
        bets: [
          {
            stake: { value: 250, currency: 'EUR' },
            selections: [{ match_id: 3, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
          },
        ],
        meta: { device_id: 'd', quick: true, type: 'regular' },
      },
      'k',
    );
    expect(store.getState()).toMatchObject({ state: QuickBetPhase.success, bet: { betId: '41' } });
    expect(placed).toHaveBeenCalledTimes(1);
  });
});
