import type { Odds, SelectionInput } from '@sportsbook/domain';

/** A 1X2 selection of a prematch betradar soccer match, for unit tests of the slip. */
export function selectionInput(matchId: number, odds = 2000, outcomeId = '1'): SelectionInput {
  return {
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `m-${matchId}`,
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
    outcomeId,
    outcomeName: 'Home',
    active: true,
    odds: odds as Odds,
  };
}
