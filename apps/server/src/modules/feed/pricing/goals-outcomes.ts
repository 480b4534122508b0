import type { LocalizedText } from '../../../db/schema.ts';
import { fill, MARKET_TEXT, OUTCOME_TEXT, plain } from '../i18n.ts';
import { sum } from './goals-grid.ts';
import { lineText, type MarketQuote, type OutcomeQuote, type PricingContext } from './market.ts';

// The goal-count model's outcome and market builders, shared by goals.ts and goals-full.ts.

export type Names = { home: LocalizedText; away: LocalizedText; draw: LocalizedText };

export function o(id: string, name: LocalizedText, probability: number): OutcomeQuote {
  return { id, name, probability };
}

export function resultOutcomes(grid: number[][], n: Names): OutcomeQuote[] {
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

export function totalQuote(
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

export function asianHandicap(
  grid: number[][],
  ctx: PricingContext,
  line: number,
  priority: number,
): MarketQuote {
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

export function joinNames(a: LocalizedText, b: LocalizedText): LocalizedText {
  const out: Record<string, string> = {};
  const locales = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const locale of locales) out[locale] = `${a[locale] ?? a.en} / ${b[locale] ?? b.en}`;
  return out as LocalizedText;
}

export function joinWith(team: LocalizedText, template: LocalizedText, line?: string): LocalizedText {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(template)) {
    out[locale] = text.replace('{team}', team[locale] ?? team.en).replace('{line}', line ?? '');
  }
  return out as LocalizedText;
}

/** Correct score with every score above 1 % listed and the rest in "any other score" (dropped when negligible). */
export function correctScore(
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
