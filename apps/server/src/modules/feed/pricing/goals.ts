import { poissonPmf } from '@sportsbook/domain';
import type { LocalizedText } from '../../../db/schema.ts';
import {
  fill,
  fillPerLocale,
  goalsExactText,
  MARKET_TEXT,
  OUTCOME_TEXT,
  plain,
  prefixed,
  UNITS,
} from '../i18n.ts';
import {
  lineText,
  type MarketQuote,
  type MatchState,
  type OutcomeQuote,
  type PricingContext,
  type Score,
  withUnit,
} from './market.ts';

/**
 * Goal-count model (soccer, ice hockey): home and away goals are independent Poisson counts, split
 * between the first period and the rest of regulation time. Stored in events.model.
 */
export interface GoalsModel {
  family: 'goals';
  /** Expected regulation-time goals of each side (home advantage included). */
  lambdaHome: number;
  lambdaAway: number;
  regulationMinutes: number;
  /** Length of the first half (soccer 45) or first period (hockey 20). */
  firstPeriodMinutes: number;
  /** Share of the expected goals that falls in the first half/period. */
  firstPeriodShare: number;
  /** Ice hockey: probability that the home side wins overtime or the shootout after a regulation draw. */
  overtimeHomeWin?: number;
  /** 'full' prices the whole soccer menu; 'basic' the main lines only. */
  depth: 'full' | 'basic';
  variant: 'soccer' | 'hockey';
}

const MAX_GOALS = 12;

/** Joint distributions derived once per price: full-time and first-period score matrices and more. */
export interface GoalGrids {
  ft: number[][];
  first: number[][] | null;
  rest: number[][] | null;
  htft: number[][] | null;
  highestHalf: [number, number, number] | null;
}

function poissonVector(lambda: number): number[] {
  return Array.from({ length: MAX_GOALS + 1 }, (_, k) => poissonPmf(Math.max(lambda, 0), k));
}

function emptyGrid(): number[][] {
  return Array.from({ length: 2 * MAX_GOALS + 1 }, () => new Array<number>(2 * MAX_GOALS + 1).fill(0));
}

function outer(base: Score, home: number[], away: number[]): number[][] {
  const grid = emptyGrid();
  for (let h = 0; h <= MAX_GOALS; h++) {
    for (let a = 0; a <= MAX_GOALS; a++) {
      const row = grid[base.home + h];
      if (row && base.away + a < row.length) row[base.away + a] = (home[h] as number) * (away[a] as number);
    }
  }
  return grid;
}

/** Score matrices at a state; `joint` adds half-time/full-time and highest-scoring half. */
export function buildGrids(model: GoalsModel, state: MatchState, joint: boolean): GoalGrids {
  const minute = Math.min(Math.max(state.minute, 0), model.regulationMinutes);
  const fp = model.firstPeriodMinutes;
  const restMinutes = model.regulationMinutes - fp;
  const inFirst = minute < fp;
  const firstScore: Score = inFirst ? state.score : (state.periodScores?.[0] ?? state.score);
  const restScored: Score = inFirst
    ? { home: 0, away: 0 }
    : { home: state.score.home - firstScore.home, away: state.score.away - firstScore.away };
  const f1 = inFirst ? (fp - minute) / fp : 0;
  const f2 = inFirst ? 1 : (model.regulationMinutes - minute) / restMinutes;
  const share = model.firstPeriodShare;
  const a1 = model.lambdaHome * share * f1;
  const b1 = model.lambdaAway * share * f1;
  const a2 = model.lambdaHome * (1 - share) * f2;
  const b2 = model.lambdaAway * (1 - share) * f2;
  const first = outer(firstScore, poissonVector(a1), poissonVector(b1));
  const rest = outer(restScored, poissonVector(a2), poissonVector(b2));
  // Sums of independent Poisson counts are Poisson: the full-time matrix needs no convolution.
  const ft = outer(state.score, poissonVector(a1 + a2), poissonVector(b1 + b2));
  if (!joint) return { ft, first, rest, htft: null, highestHalf: null };
  // Half-time/full-time and highest-scoring half only need goal differences and totals per part.
  const byDiff = (grid: number[][]) => {
    const m = new Map<number, number>();
    for (const [h, a, p] of cellsOf(grid)) m.set(h - a, (m.get(h - a) ?? 0) + p);
    return m;
  };
  const byTotal = (grid: number[][]) => {
    const m = new Map<number, number>();
    for (const [h, a, p] of cellsOf(grid)) m.set(h + a, (m.get(h + a) ?? 0) + p);
    return m;
  };
  const htft = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const restDiff = byDiff(rest);
  for (const [d1, p1] of byDiff(first)) {
    const row = htft[d1 > 0 ? 0 : d1 === 0 ? 1 : 2] as number[];
    for (const [d2, p2] of restDiff) {
      const d = d1 + d2;
      const idx = d > 0 ? 0 : d === 0 ? 1 : 2;
      row[idx] = (row[idx] as number) + p1 * p2;
    }
  }
  const highest: [number, number, number] = [0, 0, 0];
  const restTotal = byTotal(rest);
  for (const [t1, p1] of byTotal(first)) {
    for (const [t2, p2] of restTotal) highest[t1 > t2 ? 0 : t1 < t2 ? 1 : 2] += p1 * p2;
  }
  return { ft, first, rest, htft, highestHalf: highest };
}

/** Non-zero cells [home, away, p] of a score matrix. */
type Cells = [number, number, number][];

const cellCache = new WeakMap<number[][], Cells>();

/** Non-zero cells (above 1e-9) of a score matrix, cached per matrix. */
export function cellsOf(grid: number[][]): Cells {
  let cells = cellCache.get(grid);
  if (!cells) {
    cells = [];
    for (let h = 0; h < grid.length; h++) {
      const row = grid[h] as number[];
      for (let a = 0; a < row.length; a++) {
        const p = row[a] as number;
        if (p > 1e-9) cells.push([h, a, p]);
      }
    }
    cellCache.set(grid, cells);
  }
  return cells;
}

/** Sums a grid's probability where the predicate on (home, away) holds. */
function sum(grid: number[][], predicate: (h: number, a: number) => boolean): number {
  let total = 0;
  for (const [h, a, p] of cellsOf(grid)) if (predicate(h, a)) total += p;
  return total;
}

type Names = { home: LocalizedText; away: LocalizedText; draw: LocalizedText };

function o(id: string, name: LocalizedText, probability: number): OutcomeQuote {
  return { id, name, probability };
}

function resultOutcomes(grid: number[][], n: Names): OutcomeQuote[] {
  return [
    o(
      'home',
      n.home,
      sum(grid, (h, a) => h > a),
    ),
    o(
      'draw',
      n.draw,
      sum(grid, (h, a) => h === a),
    ),
    o(
      'away',
      n.away,
      sum(grid, (h, a) => h < a),
    ),
  ];
}

function totalQuote(
  grid: number[][],
  marketId: number,
  name: LocalizedText,
  line: number,
  groups: string[],
  priority: number,
  goals: (h: number, a: number) => number = (h, a) => h + a,
): MarketQuote {
  return {
    marketId,
    specifier: `total=${lineText(line)}`,
    name,
    groups,
    priority,
    outcomes: [
      o(
        'over',
        fill(OUTCOME_TEXT.over, { line: lineText(line) }),
        sum(grid, (h, a) => goals(h, a) > line),
      ),
      o(
        'under',
        fill(OUTCOME_TEXT.under, { line: lineText(line) }),
        sum(grid, (h, a) => goals(h, a) < line),
      ),
    ],
  };
}

function asianHandicap(grid: number[][], ctx: PricingContext, line: number, priority: number): MarketQuote {
  return {
    marketId: 16,
    specifier: `hcp=${lineText(line)}`,
    name: MARKET_TEXT.handicap,
    groups: ['handicaps'],
    priority,
    outcomes: [
      o(
        'home',
        fill(OUTCOME_TEXT.handicap, { team: ctx.home, line: lineText(line, true) }),
        sum(grid, (h, a) => h + line > a),
      ),
      o(
        'away',
        fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
        sum(grid, (h, a) => h + line < a),
      ),
    ],
  };
}

/** Prices a goals-model match at a state (prematch: minute 0, 0–0). Returns fair quotes; see priceQuotes. */
export function quoteGoals(model: GoalsModel, state: MatchState, ctx: PricingContext): MarketQuote[] {
  const g = buildGrids(model, state, model.depth === 'full' && model.variant === 'soccer');
  const ft = g.ft;
  const names: Names = { home: plain(ctx.home), away: plain(ctx.away), draw: OUTCOME_TEXT.draw };
  const totalGoals = MARKET_TEXT.total;
  const quotes: MarketQuote[] = [];
  const full = model.depth === 'full';
  const soccer = model.variant === 'soccer';

  quotes.push({
    marketId: 1,
    specifier: '',
    name: soccer ? MARKET_TEXT.result : MARKET_TEXT.resultRegular,
    groups: ['main'],
    priority: 1000,
    outcomes: resultOutcomes(ft, names),
  });
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

  const totalLines = soccer
    ? full
      ? [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]
      : [1.5, 2.5, 3.5]
    : [3.5, 4.5, 5.5, 6.5, 7.5];
  for (const line of totalLines) quotes.push(totalQuote(ft, 18, totalGoals, line, ['main', 'goals'], 900));

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

  if (full || !soccer) {
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
  }

  if (soccer && g.first && (state.minute < model.firstPeriodMinutes || state.final)) {
    const h1 = g.first;
    const half = MARKET_TEXT.firstHalf;
    quotes.push({
      marketId: 60,
      specifier: '',
      name: prefixed(half, MARKET_TEXT.result),
      groups: ['halves'],
      priority: 850,
      outcomes: resultOutcomes(h1, names),
    });
    for (const line of full ? [0.5, 1.5, 2.5] : [0.5, 1.5]) {
      quotes.push(totalQuote(h1, 68, prefixed(half, totalGoals), line, ['halves', 'goals'], 840));
    }
    if (full) {
      const r = resultOutcomes(h1, names).map((x) => x.probability);
      quotes.push({
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
      });
      quotes.push({
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
      });
      quotes.push(correctScore(81, prefixed(half, MARKET_TEXT.correctScore), h1, ['halves', 'scores'], 400));
      if (g.htft) {
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
                g.htft[i]?.[j] ?? 0,
              ),
            );
          }
        }
        quotes.push({
          marketId: 47,
          specifier: '',
          name: MARKET_TEXT.halfTimeFullTime,
          groups: ['halves', 'combos'],
          priority: 600,
          outcomes,
        });
      }
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
    }
  }

  if (soccer && full && g.rest) {
    const h2 = g.rest;
    const half = MARKET_TEXT.secondHalf;
    quotes.push({
      marketId: 83,
      specifier: '',
      name: prefixed(half, MARKET_TEXT.result),
      groups: ['halves'],
      priority: 810,
      outcomes: resultOutcomes(h2, names),
    });
    for (const line of [0.5, 1.5, 2.5]) {
      quotes.push(totalQuote(h2, 90, prefixed(half, totalGoals), line, ['halves', 'goals'], 800));
    }
  }

  if (soccer && full) {
    for (const line of [-2, -1, 1, 2]) {
      quotes.push({
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
            fillPerLocale(
              fill(OUTCOME_TEXT.handicap, { line: lineText(line, true) }),
              'team',
              OUTCOME_TEXT.draw,
            ),
            sum(ft, (h, a) => h + line === a),
          ),
          o(
            'away',
            fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
            sum(ft, (h, a) => h + line < a),
          ),
        ],
      });
    }
    quotes.push(correctScore(45, MARKET_TEXT.correctScore, ft, ['scores'], 760));
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
    quotes.push({
      marketId: 21,
      specifier: '',
      name: MARKET_TEXT.exactGoals,
      groups: ['goals'],
      priority: 650,
      outcomes: exact,
    });
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
      );
      margin.push(
        o(
          `${side}_2`,
          fill(OUTCOME_TEXT.byExactly, { team, n: 2 }),
          sum(ft, (h, a) => diff(h, a) === 2),
        ),
      );
      margin.push(
        o(
          `${side}_3+`,
          fill(OUTCOME_TEXT.byOrMore, { team, n: 3 }),
          sum(ft, (h, a) => diff(h, a) >= 3),
        ),
      );
    }
    margin.splice(3, 0, o('draw', OUTCOME_TEXT.draw, pDraw));
    quotes.push({
      marketId: 15,
      specifier: '',
      name: MARKET_TEXT.winningMargin,
      groups: ['scores'],
      priority: 640,
      outcomes: margin,
    });
    const sides = [
      ['home', ctx.home, (h: number, a: number) => h > a],
      ['draw', OUTCOME_TEXT.draw.en, (h: number, a: number) => h === a],
      ['away', ctx.away, (h: number, a: number) => h < a],
    ] as const;
    const bttsOutcomes: OutcomeQuote[] = [];
    for (const [id, team, win] of sides) {
      const teamName = id === 'draw' ? OUTCOME_TEXT.draw : plain(team);
      bttsOutcomes.push(
        o(
          `${id}_yes`,
          joinWith(teamName, OUTCOME_TEXT.andYes),
          sum(ft, (h, a) => win(h, a) && h > 0 && a > 0),
        ),
        o(
          `${id}_no`,
          joinWith(teamName, OUTCOME_TEXT.andNo),
          sum(ft, (h, a) => win(h, a) && (h === 0 || a === 0)),
        ),
      );
    }
    quotes.push({
      marketId: 35,
      specifier: '',
      name: MARKET_TEXT.resultAndBtts,
      groups: ['combos'],
      priority: 620,
      outcomes: bttsOutcomes,
    });
    for (const line of [1.5, 2.5, 3.5]) {
      const outcomes: OutcomeQuote[] = [];
      for (const [id, team, win] of sides) {
        const teamName = id === 'draw' ? OUTCOME_TEXT.draw : plain(team);
        outcomes.push(
          o(
            `${id}_over`,
            joinWith(teamName, OUTCOME_TEXT.andOver, lineText(line)),
            sum(ft, (h, a) => win(h, a) && h + a > line),
          ),
          o(
            `${id}_under`,
            joinWith(teamName, OUTCOME_TEXT.andUnder, lineText(line)),
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
  }
  return quotes.map(withUnit(UNITS.goals));
}

function joinNames(a: LocalizedText, b: LocalizedText): LocalizedText {
  const out: Record<string, string> = {};
  const locales = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const locale of locales) out[locale] = `${a[locale] ?? a.en} / ${b[locale] ?? b.en}`;
  return out as LocalizedText;
}

function joinWith(team: LocalizedText, template: LocalizedText, line?: string): LocalizedText {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(template)) {
    out[locale] = text.replace('{team}', team[locale] ?? team.en).replace('{line}', line ?? '');
  }
  return out as LocalizedText;
}

/** Correct score with every score above 1 % listed and the rest in "any other score" (dropped when negligible). */
function correctScore(
  marketId: number,
  name: LocalizedText,
  grid: number[][],
  groups: string[],
  priority: number,
): MarketQuote {
  const outcomes: OutcomeQuote[] = [];
  let other = 0;
  for (let h = 0; h < grid.length; h++) {
    const row = grid[h] as number[];
    for (let a = 0; a < row.length; a++) {
      const p = row[a] as number;
      if (p <= 0) continue;
      if (p >= 0.01) outcomes.push(o(`${h}:${a}`, plain(`${h}:${a}`), p));
      else other += p;
    }
  }
  if (other > 0.003) outcomes.push(o('other', OUTCOME_TEXT.anyOtherScore, other));
  return { marketId, specifier: '', name, groups, priority, outcomes };
}
