import type { LocalizedText } from '../../../db/schema.ts';
import { fill, fillPerLocale, MARKET_TEXT, OUTCOME_TEXT, PERIOD_WORDS, plain, UNITS } from '../i18n.ts';
import {
  lineText,
  type MarketQuote,
  type MatchState,
  type OutcomeQuote,
  type PricingContext,
  solveIncreasing,
  withUnit,
} from './market.ts';

/**
 * Set model (volleyball, table tennis, esports maps): each set/map is won by the home side with
 * probability `pSet`, independently; the match is best of `bestOf`.
 */
export interface SetsModel {
  family: 'sets';
  variant: 'volleyball' | 'table-tennis' | 'esports';
  pSet: number;
  bestOf: number;
  unit: 'set' | 'map';
}

/** Distribution of final set scores "h:a" from the current sets score. */
export function setScoreDistribution(pSet: number, bestOf: number, current: { home: number; away: number }) {
  const need = Math.ceil(bestOf / 2);
  const out = new Map<string, { home: number; away: number; p: number }>();
  const walk = (h: number, a: number, p: number) => {
    if (h === need || a === need) {
      const key = `${h}:${a}`;
      const prev = out.get(key);
      out.set(key, { home: h, away: a, p: (prev?.p ?? 0) + p });
      return;
    }
    walk(h + 1, a, p * pSet);
    walk(h, a + 1, p * (1 - pSet));
  };
  walk(Math.min(current.home, need), Math.min(current.away, need), 1);
  return [...out.values()];
}

/** Match-win probability of a best-of-n from a per-set probability. */
export function matchWinFromSet(pSet: number, bestOf: number): number {
  return setScoreDistribution(pSet, bestOf, { home: 0, away: 0 })
    .filter((s) => s.home > s.away)
    .reduce((t, s) => t + s.p, 0);
}

/** The per-set probability giving a match-win probability `pMatch` in a best-of-n. */
export function setProbabilityFromMatch(pMatch: number, bestOf: number): number {
  return solveIncreasing((p) => matchWinFromSet(p, bestOf), pMatch, 0.0001, 0.9999);
}

function o(id: string, name: LocalizedText, probability: number): OutcomeQuote {
  return { id, name, probability };
}

/** Prices a sets-model match; the state's score is sets (maps) won. */
export function quoteSets(model: SetsModel, state: MatchState, ctx: PricingContext): MarketQuote[] {
  const dist = setScoreDistribution(model.pSet, model.bestOf, state.score);
  const home = plain(ctx.home);
  const away = plain(ctx.away);
  const p = (f: (h: number, a: number) => boolean) =>
    dist.filter((s) => f(s.home, s.away)).reduce((t, s) => t + s.p, 0);
  const unit = model.unit === 'map' ? UNITS.maps : UNITS.sets;
  const quotes: MarketQuote[] = [
    {
      marketId: 186,
      specifier: '',
      name: MARKET_TEXT.winner,
      groups: ['main'],
      priority: 1000,
      outcomes: [
        o(
          'home',
          home,
          p((h, a) => h > a),
        ),
        o(
          'away',
          away,
          p((h, a) => h < a),
        ),
      ],
    },
  ];
  if (model.bestOf === 1) return quotes;
  const hcpLines = model.bestOf >= 5 ? [-2.5, -1.5, 1.5, 2.5] : [-1.5, 1.5];
  for (const line of hcpLines) {
    quotes.push({
      marketId: 188,
      specifier: `hcp=${lineText(line)}`,
      name: model.unit === 'map' ? MARKET_TEXT.mapHandicap : MARKET_TEXT.setHandicap,
      groups: ['main', 'handicaps'],
      priority: 900,
      outcomes: [
        o(
          'home',
          fill(OUTCOME_TEXT.handicap, { team: ctx.home, line: lineText(line, true) }),
          p((h, a) => h + line > a),
        ),
        o(
          'away',
          fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
          p((h, a) => h + line < a),
        ),
      ],
    });
  }
  const need = Math.ceil(model.bestOf / 2);
  for (let line = need + 0.5; line < model.bestOf; line++) {
    quotes.push({
      marketId: 314,
      specifier: `total=${lineText(line)}`,
      name: MARKET_TEXT.totalPeriods,
      groups: ['main', 'totals'],
      priority: 890,
      outcomes: [
        o(
          'over',
          fill(OUTCOME_TEXT.over, { line: lineText(line) }),
          p((h, a) => h + a > line),
        ),
        o(
          'under',
          fill(OUTCOME_TEXT.under, { line: lineText(line) }),
          p((h, a) => h + a < line),
        ),
      ],
    });
  }
  quotes.push({
    marketId: 199,
    specifier: '',
    name: MARKET_TEXT.correctScore,
    groups: ['scores'],
    priority: 800,
    outcomes: dist
      .slice()
      .sort((x, y) => y.home - y.away - (x.home - x.away))
      .map((s) => o(`${s.home}:${s.away}`, plain(`${s.home}:${s.away}`), s.p)),
  });
  if (state.score.home + state.score.away === 0) {
    quotes.push({
      marketId: 202,
      specifier: 'setnr=1',
      name: MARKET_TEXT.firstSetWinner,
      groups: [model.unit === 'map' ? 'maps' : 'sets'],
      priority: 850,
      outcomes: [o('home', home, model.pSet), o('away', away, 1 - model.pSet)],
    });
  }
  return quotes
    .map(withUnit(unit))
    .map((q) => ({ ...q, name: fillPerLocale(q.name, 'period', PERIOD_WORDS[model.unit]) }));
}
