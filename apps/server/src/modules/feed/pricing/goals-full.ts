import { fill, fillPerLocale, goalsExactText, MARKET_TEXT, OUTCOME_TEXT, plain } from '../i18n.ts';
import { sum } from './goals-grid.ts';
import { correctScore, joinWith, o } from './goals-outcomes.ts';
import {
  lineText,
  type MarketQuote,
  type MatchState,
  type OutcomeQuote,
  type PricingContext,
} from './market.ts';

// Full-depth soccer's score markets and combinations, priced from the full-time score matrix.

/** European handicaps, correct score, exact goals, winning margin, result & BTTS, result & total. */
export function fullSoccerQuotes(ft: number[][], state: MatchState, ctx: PricingContext): MarketQuote[] {
  return [
    ...europeanHandicaps(ft, ctx),
    correctScore(45, MARKET_TEXT.correctScore, ft, ['scores'], 760),
    exactGoals(ft, state),
    winningMargin(ft, ctx),
    ...resultCombos(ft, ctx),
  ];
}

function europeanHandicaps(ft: number[][], ctx: PricingContext): MarketQuote[] {
  return [-2, -1, 1, 2].map((line) => ({
    marketId: 14,
    specifier: `hcp=${lineText(line)}`,
    name: MARKET_TEXT.europeanHandicap,
    groups: ['handicaps'],
    priority: 780,
    outcomes: [
      o(
        'home',
        fill(OUTCOME_TEXT.handicap, { team: ctx.home, line: lineText(line, true) }),
        sum(ft, (h, a) => h + line > a),
      ),
      o(
        'draw',
        fillPerLocale(fill(OUTCOME_TEXT.handicap, { line: lineText(line, true) }), 'team', OUTCOME_TEXT.draw),
        sum(ft, (h, a) => h + line === a),
      ),
      o(
        'away',
        fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
        sum(ft, (h, a) => h + line < a),
      ),
    ],
  }));
}

/** Exact total goals from the goals already scored up to "6 or more". */
function exactGoals(ft: number[][], state: MatchState): MarketQuote {
  const current = state.score.home + state.score.away;
  const exact: OutcomeQuote[] = [];
  for (let n = current; n <= 6; n++) {
    exact.push(
      o(
        n === 6 ? '6+' : String(n),
        n === 6 ? fill(OUTCOME_TEXT.goalsOrMore, { n }) : goalsExactText(n),
        sum(ft, (h, a) => (n === 6 ? h + a >= 6 : h + a === n)),
      ),
    );
  }
  return {
    marketId: 21,
    specifier: '',
    name: MARKET_TEXT.exactGoals,
    groups: ['goals'],
    priority: 650,
    outcomes: exact,
  };
}

/** Winning margin: each side by exactly 1, exactly 2, 3 or more, and the draw between them. */
function winningMargin(ft: number[][], ctx: PricingContext): MarketQuote {
  const margin: OutcomeQuote[] = [];
  for (const side of ['home', 'away'] as const) {
    const team = side === 'home' ? ctx.home : ctx.away;
    const diff = (h: number, a: number) => (side === 'home' ? h - a : a - h);
    margin.push(
      o(
        `${side}_1`,
        fill(OUTCOME_TEXT.byExactly, { team, n: 1 }),
        sum(ft, (h, a) => diff(h, a) === 1),
      ),
      o(
        `${side}_2`,
        fill(OUTCOME_TEXT.byExactly, { team, n: 2 }),
        sum(ft, (h, a) => diff(h, a) === 2),
      ),
      o(
        `${side}_3+`,
        fill(OUTCOME_TEXT.byOrMore, { team, n: 3 }),
        sum(ft, (h, a) => diff(h, a) >= 3),
      ),
    );
  }
  margin.splice(
    3,
    0,
    o(
      'draw',
      OUTCOME_TEXT.draw,
      sum(ft, (h, a) => h === a),
    ),
  );
  return {
    marketId: 15,
    specifier: '',
    name: MARKET_TEXT.winningMargin,
    groups: ['scores'],
    priority: 640,
    outcomes: margin,
  };
}

/** Result & both teams to score, and result & total over three lines. */
function resultCombos(ft: number[][], ctx: PricingContext): MarketQuote[] {
  const sides = [
    ['home', ctx.home, (h: number, a: number) => h > a],
    ['draw', OUTCOME_TEXT.draw.en, (h: number, a: number) => h === a],
    ['away', ctx.away, (h: number, a: number) => h < a],
  ] as const;
  const teamName = (id: string, team: string) => (id === 'draw' ? OUTCOME_TEXT.draw : plain(team));
  const btts: OutcomeQuote[] = [];
  for (const [id, team, win] of sides) {
    btts.push(
      o(
        `${id}_yes`,
        joinWith(teamName(id, team), OUTCOME_TEXT.andYes),
        sum(ft, (h, a) => win(h, a) && h > 0 && a > 0),
      ),
      o(
        `${id}_no`,
        joinWith(teamName(id, team), OUTCOME_TEXT.andNo),
        sum(ft, (h, a) => win(h, a) && (h === 0 || a === 0)),
      ),
    );
  }
  const quotes: MarketQuote[] = [
    {
      marketId: 35,
      specifier: '',
      name: MARKET_TEXT.resultAndBtts,
      groups: ['combos'],
      priority: 620,
      outcomes: btts,
    },
  ];
  for (const line of [1.5, 2.5, 3.5]) {
    const outcomes: OutcomeQuote[] = [];
    for (const [id, team, win] of sides) {
      outcomes.push(
        o(
          `${id}_over`,
          joinWith(teamName(id, team), OUTCOME_TEXT.andOver, lineText(line)),
          sum(ft, (h, a) => win(h, a) && h + a > line),
        ),
        o(
          `${id}_under`,
          joinWith(teamName(id, team), OUTCOME_TEXT.andUnder, lineText(line)),
          sum(ft, (h, a) => win(h, a) && h + a < line),
        ),
      );
    }
    quotes.push({
      marketId: 37,
      specifier: `total=${lineText(line)}`,
      name: MARKET_TEXT.resultAndTotal,
      groups: ['combos'],
      priority: 610,
      outcomes,
    });
  }
  return quotes;
}
