import { fill, MARKET_TEXT, OUTCOME_TEXT, plain, prefixed, UNITS } from '../i18n.ts';
import { fullSoccerQuotes } from './goals-full.ts';
import { buildGrids, type GoalGrids, type GoalsModel, sum } from './goals-grid.ts';
import {
  asianHandicap,
  correctScore,
  joinNames,
  type Names,
  o,
  resultOutcomes,
  totalQuote,
} from './goals-outcomes.ts';
import {
  type MarketQuote,
  type MatchState,
  type OutcomeQuote,
  type PricingContext,
  withUnit,
} from './market.ts';

export { buildGrids, cellsOf, type GoalGrids, type GoalsModel } from './goals-grid.ts';

/**
 * Prices a goals-model match at a state (prematch: minute 0, 0–0). Returns fair quotes; see priceQuotes.
 * The menu: results, totals and handicaps, team totals, the halves, and for full-depth soccer the
 * score markets and combinations (goals-full.ts).
 */
export function quoteGoals(model: GoalsModel, state: MatchState, ctx: PricingContext): MarketQuote[] {
  const g = buildGrids(model, state, model.depth === 'full' && model.variant === 'soccer');
  const names: Names = { home: plain(ctx.home), away: plain(ctx.away), draw: OUTCOME_TEXT.draw };
  const full = model.depth === 'full';
  const soccer = model.variant === 'soccer';
  const quotes: MarketQuote[] = [
    ...resultQuotes(g.ft, model, ctx, names),
    ...lineQuotes(g.ft, ctx, soccer, full),
  ];
  if (full || !soccer) quotes.push(...teamQuotes(g.ft, ctx, soccer));
  if (soccer && g.first && (state.minute < model.firstPeriodMinutes || state.final)) {
    quotes.push(...firstHalfQuotes(g.first, names, full));
    if (full) quotes.push(...firstHalfFullQuotes(g, ctx, names));
  }
  if (soccer && full && g.rest) quotes.push(...secondHalfQuotes(g.rest, names));
  if (soccer && full) quotes.push(...fullSoccerQuotes(g.ft, state, ctx));
  return quotes.map(withUnit(UNITS.goals));
}

/** 1X2 (regulation time for hockey), hockey's winner incl. overtime, double chance, draw no bet. */
function resultQuotes(ft: number[][], model: GoalsModel, ctx: PricingContext, names: Names): MarketQuote[] {
  const soccer = model.variant === 'soccer';
  const quotes: MarketQuote[] = [
    {
      marketId: 1,
      specifier: '',
      name: soccer ? MARKET_TEXT.result : MARKET_TEXT.resultRegular,
      groups: ['main'],
      priority: 1000,
      outcomes: resultOutcomes(ft, names),
    },
  ];
  if (!soccer) {
    const draw = sum(ft, (h, a) => h === a);
    const ot = model.overtimeHomeWin ?? 0.5;
    quotes.push({
      marketId: 406,
      specifier: '',
      name: MARKET_TEXT.winnerInclPenalties,
      groups: ['main'],
      priority: 990,
      outcomes: [
        o('home', names.home, sum(ft, (h, a) => h > a) + draw * ot),
        o('away', names.away, sum(ft, (h, a) => h < a) + draw * (1 - ot)),
      ],
    });
  }
  const pHome = sum(ft, (h, a) => h > a);
  const pDraw = sum(ft, (h, a) => h === a);
  const pAway = sum(ft, (h, a) => h < a);
  quotes.push({
    marketId: 10,
    specifier: '',
    name: MARKET_TEXT.doubleChance,
    groups: ['main'],
    priority: 950,
    outcomes: [
      o('home_draw', fill(OUTCOME_TEXT.teamOrDraw, { team: ctx.home }), pHome + pDraw),
      o('home_away', fill(OUTCOME_TEXT.homeOrAway, { home: ctx.home, away: ctx.away }), pHome + pAway),
      o('draw_away', fill(OUTCOME_TEXT.teamOrDraw, { team: ctx.away }), pDraw + pAway),
    ],
  });
  if (soccer) {
    quotes.push({
      marketId: 11,
      specifier: '',
      name: MARKET_TEXT.drawNoBet,
      groups: ['main'],
      priority: 940,
      outcomes: [o('home', names.home, pHome), o('away', names.away, pAway)],
    });
  }
  return quotes;
}

/** Match totals, Asian handicaps and both teams to score. */
function lineQuotes(ft: number[][], ctx: PricingContext, soccer: boolean, full: boolean): MarketQuote[] {
  const quotes: MarketQuote[] = [];
  const totalLines = soccer
    ? full
      ? [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]
      : [1.5, 2.5, 3.5]
    : [3.5, 4.5, 5.5, 6.5, 7.5];
  for (const line of totalLines)
    quotes.push(totalQuote(ft, 18, MARKET_TEXT.total, line, ['main', 'goals'], 900));

  const hcpLines = soccer
    ? full
      ? [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5]
      : [-1.5, -0.5, 0.5, 1.5]
    : [-2.5, -1.5, 1.5, 2.5];
  for (const line of hcpLines) quotes.push(asianHandicap(ft, ctx, line, 800));

  quotes.push({
    marketId: 29,
    specifier: '',
    name: MARKET_TEXT.btts,
    groups: ['main', 'goals'],
    priority: 880,
    outcomes: [
      o(
        'yes',
        OUTCOME_TEXT.yes,
        sum(ft, (h, a) => h > 0 && a > 0),
      ),
      o(
        'no',
        OUTCOME_TEXT.no,
        sum(ft, (h, a) => h === 0 || a === 0),
      ),
    ],
  });
  return quotes;
}

/** Each side's total and odd/even goals. */
function teamQuotes(ft: number[][], ctx: PricingContext, soccer: boolean): MarketQuote[] {
  const quotes: MarketQuote[] = [];
  const teamLines = soccer ? [0.5, 1.5, 2.5] : [1.5, 2.5, 3.5];
  for (const line of teamLines) {
    quotes.push(
      totalQuote(
        ft,
        19,
        fill(MARKET_TEXT.teamTotal, { team: ctx.home, unit: '{unit}' }),
        line,
        ['goals'],
        700,
        (h) => h,
      ),
    );
    quotes.push(
      totalQuote(
        ft,
        20,
        fill(MARKET_TEXT.teamTotal, { team: ctx.away, unit: '{unit}' }),
        line,
        ['goals'],
        690,
        (_, a) => a,
      ),
    );
  }
  quotes.push({
    marketId: 26,
    specifier: '',
    name: MARKET_TEXT.oddEven,
    groups: ['goals'],
    priority: 500,
    outcomes: [
      o(
        'odd',
        OUTCOME_TEXT.odd,
        sum(ft, (h, a) => (h + a) % 2 === 1),
      ),
      o(
        'even',
        OUTCOME_TEXT.even,
        sum(ft, (h, a) => (h + a) % 2 === 0),
      ),
    ],
  });
  return quotes;
}

/** First half 1X2 and totals (quoted until half time, and at settlement). */
function firstHalfQuotes(h1: number[][], names: Names, full: boolean): MarketQuote[] {
  const half = MARKET_TEXT.firstHalf;
  const quotes: MarketQuote[] = [
    {
      marketId: 60,
      specifier: '',
      name: prefixed(half, MARKET_TEXT.result),
      groups: ['halves'],
      priority: 850,
      outcomes: resultOutcomes(h1, names),
    },
  ];
  for (const line of full ? [0.5, 1.5, 2.5] : [0.5, 1.5]) {
    quotes.push(totalQuote(h1, 68, prefixed(half, MARKET_TEXT.total), line, ['halves', 'goals'], 840));
  }
  return quotes;
}

/** Full depth: first half double chance, both teams to score, correct score, HT/FT, highest half. */
function firstHalfFullQuotes(g: GoalGrids, ctx: PricingContext, names: Names): MarketQuote[] {
  const h1 = g.first as number[][];
  const half = MARKET_TEXT.firstHalf;
  const r = resultOutcomes(h1, names).map((x) => x.probability);
  const quotes: MarketQuote[] = [
    {
      marketId: 63,
      specifier: '',
      name: prefixed(half, MARKET_TEXT.doubleChance),
      groups: ['halves'],
      priority: 830,
      outcomes: [
        o('home_draw', fill(OUTCOME_TEXT.teamOrDraw, { team: ctx.home }), (r[0] ?? 0) + (r[1] ?? 0)),
        o(
          'home_away',
          fill(OUTCOME_TEXT.homeOrAway, { home: ctx.home, away: ctx.away }),
          (r[0] ?? 0) + (r[2] ?? 0),
        ),
        o('draw_away', fill(OUTCOME_TEXT.teamOrDraw, { team: ctx.away }), (r[1] ?? 0) + (r[2] ?? 0)),
      ],
    },
    {
      marketId: 75,
      specifier: '',
      name: prefixed(half, MARKET_TEXT.btts),
      groups: ['halves'],
      priority: 820,
      outcomes: [
        o(
          'yes',
          OUTCOME_TEXT.yes,
          sum(h1, (h, a) => h > 0 && a > 0),
        ),
        o(
          'no',
          OUTCOME_TEXT.no,
          sum(h1, (h, a) => h === 0 || a === 0),
        ),
      ],
    },
    correctScore(81, prefixed(half, MARKET_TEXT.correctScore), h1, ['halves', 'scores'], 400),
  ];
  if (g.htft) quotes.push(halfTimeFullTime(g.htft, ctx));
  if (g.highestHalf) {
    quotes.push({
      marketId: 52,
      specifier: '',
      name: MARKET_TEXT.highestScoringHalf,
      groups: ['halves'],
      priority: 450,
      outcomes: [
        o('first', OUTCOME_TEXT.firstHalf, g.highestHalf[0]),
        o('second', OUTCOME_TEXT.secondHalf, g.highestHalf[1]),
        o('equal', OUTCOME_TEXT.equal, g.highestHalf[2]),
      ],
    });
  }
  return quotes;
}

/** Half time / full time: the nine result pairs. */
function halfTimeFullTime(htft: number[][], ctx: PricingContext): MarketQuote {
  const labels = ['home', 'draw', 'away'] as const;
  const labelName = (i: number) => (i === 0 ? ctx.home : i === 1 ? OUTCOME_TEXT.draw : ctx.away);
  const outcomes: OutcomeQuote[] = [];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const a = labelName(i);
      const b = labelName(j);
      outcomes.push(
        o(
          `${labels[i]}_${labels[j]}`,
          joinNames(typeof a === 'string' ? plain(a) : a, typeof b === 'string' ? plain(b) : b),
          htft[i]?.[j] ?? 0,
        ),
      );
    }
  }
  return {
    marketId: 47,
    specifier: '',
    name: MARKET_TEXT.halfTimeFullTime,
    groups: ['halves', 'combos'],
    priority: 600,
    outcomes,
  };
}

/** Second half 1X2 and totals (full depth). */
function secondHalfQuotes(h2: number[][], names: Names): MarketQuote[] {
  const half = MARKET_TEXT.secondHalf;
  const quotes: MarketQuote[] = [
    {
      marketId: 83,
      specifier: '',
      name: prefixed(half, MARKET_TEXT.result),
      groups: ['halves'],
      priority: 810,
      outcomes: resultOutcomes(h2, names),
    },
  ];
  for (const line of [0.5, 1.5, 2.5]) {
    quotes.push(totalQuote(h2, 90, prefixed(half, MARKET_TEXT.total), line, ['halves', 'goals'], 800));
  }
  return quotes;
}
