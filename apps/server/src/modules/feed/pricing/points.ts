import type { LocalizedText } from '../../../db/schema.ts';
import { fill, MARKET_TEXT, OUTCOME_TEXT, plain, UNITS } from '../i18n.ts';
import {
  lineText,
  type MarketQuote,
  type MatchState,
  normalCdf,
  type OutcomeQuote,
  type PricingContext,
  withUnit,
} from './market.ts';

/**
 * Points model (basketball, handball, cricket): the final points difference and total are normal
 * with the given means and spreads; the part still to play scales with the time left.
 */
export interface PointsModel {
  family: 'points';
  variant: 'basketball' | 'handball' | 'cricket';
  /** Expected home minus away points over regulation time (home advantage included). */
  muDiff: number;
  /** Expected total points over regulation time. */
  muTotal: number;
  sdDiff: number;
  sdTotal: number;
  regulationMinutes: number;
  /** Probability that the home side wins overtime (or a super over) after a tie. */
  overtimeHomeWin: number;
}

/** Market ids per variant: basketball uses 219/223/225/227/228; handball and cricket the generic ones. */
const IDS = {
  basketball: {
    winner: 219,
    result: 1,
    handicap: 223,
    total: 225,
    homeTotal: 227,
    awayTotal: 228,
    unit: 'points',
  },
  handball: { winner: 0, result: 1, handicap: 16, total: 18, homeTotal: 19, awayTotal: 20, unit: 'goals' },
  cricket: { winner: 340, result: 0, handicap: 16, total: 18, homeTotal: 19, awayTotal: 20, unit: 'runs' },
} as const;

const STEPS = {
  basketball: { hcp: 3, total: 4, team: 3 },
  handball: { hcp: 2, total: 2, team: 2 },
  cricket: { hcp: 10, total: 12, team: 10 },
} as const;

/**
 * The final points difference and total at a state: independent normals whose means add the expected
 * rest of the match to the score and whose spreads shrink with the time left.
 */
export function pointsDistribution(model: PointsModel, state: MatchState) {
  const left = Math.max(0, Math.min(1, (model.regulationMinutes - state.minute) / model.regulationMinutes));
  return {
    left,
    diffMean: state.score.home - state.score.away + model.muDiff * left,
    totalMean: state.score.home + state.score.away + model.muTotal * left,
    diffSd: Math.max(model.sdDiff * Math.sqrt(left), 0.05),
    totalSd: Math.max(model.sdTotal * Math.sqrt(left), 0.05),
  };
}

function o(id: string, name: LocalizedText, probability: number): OutcomeQuote {
  return { id, name, probability };
}

/** Prices a points-model match at a state (prematch: minute 0, 0–0). */
export function quotePoints(model: PointsModel, state: MatchState, ctx: PricingContext): MarketQuote[] {
  const { left, diffMean, totalMean, diffSd, totalSd } = pointsDistribution(model, state);
  const teamSd = Math.max((Math.sqrt(model.sdDiff ** 2 + model.sdTotal ** 2) * Math.sqrt(left)) / 2, 0.05);
  const homeMean = (totalMean + diffMean) / 2;
  const awayMean = (totalMean - diffMean) / 2;
  /** P(X > x) for a half-integer x of a discretised normal. */
  const above = (x: number, mean: number, sd: number) => 1 - normalCdf((x - mean) / sd);
  const pDraw = normalCdf((0.5 - diffMean) / diffSd) - normalCdf((-0.5 - diffMean) / diffSd);
  const pHome = above(0.5, diffMean, diffSd);
  const pAway = Math.max(0, 1 - pHome - pDraw);
  const ids = IDS[model.variant];
  const steps = STEPS[model.variant];
  const home = plain(ctx.home);
  const away = plain(ctx.away);
  const quotes: MarketQuote[] = [];

  if (ids.winner) {
    quotes.push({
      marketId: ids.winner,
      specifier: '',
      name: model.variant === 'basketball' ? MARKET_TEXT.winnerInclOt : MARKET_TEXT.winner,
      groups: ['main'],
      priority: 1000,
      outcomes: [
        o('home', home, pHome + pDraw * model.overtimeHomeWin),
        o('away', away, pAway + pDraw * (1 - model.overtimeHomeWin)),
      ],
    });
  }
  if (ids.result) {
    quotes.push({
      marketId: ids.result,
      specifier: '',
      name: model.variant === 'basketball' ? MARKET_TEXT.resultRegular : MARKET_TEXT.result,
      groups: ['main'],
      priority: model.variant === 'basketball' ? 950 : 1000,
      outcomes: [o('home', home, pHome), o('draw', OUTCOME_TEXT.draw, pDraw), o('away', away, pAway)],
    });
  }
  if (model.variant === 'handball') {
    quotes.push({
      marketId: 10,
      specifier: '',
      name: MARKET_TEXT.doubleChance,
      groups: ['main'],
      priority: 940,
      outcomes: [
        o('home_draw', fill(OUTCOME_TEXT.teamOrDraw, { team: ctx.home }), pHome + pDraw),
        o('home_away', fill(OUTCOME_TEXT.homeOrAway, { home: ctx.home, away: ctx.away }), pHome + pAway),
        o('draw_away', fill(OUTCOME_TEXT.teamOrDraw, { team: ctx.away }), pDraw + pAway),
      ],
    });
  }

  const hcpCentre = -Math.round(diffMean) + 0.5;
  for (let k = -2; k <= 2; k++) {
    const line = hcpCentre + k * steps.hcp;
    quotes.push({
      marketId: ids.handicap,
      specifier: `hcp=${lineText(line)}`,
      name: MARKET_TEXT.handicap,
      groups: ['main', 'handicaps'],
      priority: 900,
      outcomes: [
        o(
          'home',
          fill(OUTCOME_TEXT.handicap, { team: ctx.home, line: lineText(line, true) }),
          above(-line, diffMean, diffSd),
        ),
        o(
          'away',
          fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
          1 - above(-line, diffMean, diffSd),
        ),
      ],
    });
  }
  const totalCentre = Math.round(totalMean) + 0.5;
  for (let k = -3; k <= 3; k++) {
    const line = totalCentre + k * steps.total;
    quotes.push(
      total(ids.total, MARKET_TEXT.total, line, above(line, totalMean, totalSd), ['main', 'totals'], 890),
    );
  }
  for (const [marketId, team, mean, priority] of [
    [ids.homeTotal, ctx.home, homeMean, 700],
    [ids.awayTotal, ctx.away, awayMean, 690],
  ] as const) {
    const centre = Math.round(mean) + 0.5;
    for (let k = -1; k <= 1; k++) {
      const line = centre + k * steps.team;
      quotes.push(
        total(
          marketId,
          fill(MARKET_TEXT.teamTotal, { team, unit: '{unit}' }),
          line,
          above(line, mean, teamSd),
          ['totals'],
          priority,
        ),
      );
    }
  }
  return quotes.map(withUnit(UNITS[ids.unit]));
}

function total(
  marketId: number,
  name: LocalizedText,
  line: number,
  pOver: number,
  groups: string[],
  priority: number,
): MarketQuote {
  return {
    marketId,
    specifier: `total=${lineText(line)}`,
    name,
    groups,
    priority,
    outcomes: [
      o('over', fill(OUTCOME_TEXT.over, { line: lineText(line) }), pOver),
      o('under', fill(OUTCOME_TEXT.under, { line: lineText(line) }), 1 - pOver),
    ],
  };
}
