import type { LocalizedText } from '../../../db/schema.ts';
import { fill, fillPerLocale, MARKET_TEXT, OUTCOME_TEXT, PERIOD_WORDS, plain, UNITS } from '../i18n.ts';
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
 * Point/game model for tennis: each player wins a point on own serve with a fixed probability;
 * games, tie-breaks, sets and the match follow exactly (serve alternating each game).
 */
export interface TennisModel {
  family: 'tennis';
  /** Probability that the home player wins a point on own serve. */
  pHomeServe: number;
  /** Probability that the away player wins a point on own serve. */
  pAwayServe: number;
  bestOf: 3 | 5;
}

/** Probability that the server holds a game when winning each point with probability p. */
export function holdProbability(p: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  return p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * deuce;
}

/** Probability that a player winning each point with probability p wins a first-to-7, win-by-2 tie-break. */
export function tiebreakProbability(p: number): number {
  const q = 1 - p;
  let total = 0;
  // Win 7-k for k = 0..5: C(6+k, k) p^7 q^k.
  for (let k = 0; k <= 5; k++) total += binomial(6 + k, k) * p ** 7 * q ** k;
  // Reach 6-6, then win from deuce.
  total += binomial(12, 6) * p ** 6 * q ** 6 * ((p * p) / (p * p + q * q));
  return total;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}

interface SetOutcome {
  home: number;
  away: number;
  p: number;
}

/** Distribution of a set's final game score from the given games (home serves when games played is even). */
export function setDistribution(model: TennisModel, from: Score): SetOutcome[] {
  const holdHome = holdProbability(model.pHomeServe);
  const breakHome = 1 - holdProbability(model.pAwayServe);
  const tb = tiebreakProbability((model.pHomeServe + 1 - model.pAwayServe) / 2);
  const out: SetOutcome[] = [];
  // reach[h][a]: probability of passing through games score h:a (0..7 each).
  const reach = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  (reach[from.home] as number[])[from.away] = 1;
  for (let n = from.home + from.away; n <= 13; n++) {
    for (let h = Math.max(0, n - 7); h <= Math.min(7, n); h++) {
      const a = n - h;
      const p = reach[h]?.[a] ?? 0;
      if (p === 0) continue;
      const finished = ((h >= 6 || a >= 6) && Math.abs(h - a) >= 2) || h === 7 || a === 7;
      if (finished) {
        out.push({ home: h, away: a, p });
        continue;
      }
      if (h === 6 && a === 6) {
        (reach[7] as number[])[6] = (reach[7]?.[6] ?? 0) + p * tb;
        (reach[6] as number[])[7] = (reach[6]?.[7] ?? 0) + p * (1 - tb);
        continue;
      }
      const pGame = (h + a) % 2 === 0 ? holdHome : breakHome;
      (reach[h + 1] as number[])[a] = (reach[h + 1]?.[a] ?? 0) + p * pGame;
      (reach[h] as number[])[a + 1] = (reach[h]?.[a + 1] ?? 0) + p * (1 - pGame);
    }
  }
  return out;
}

export interface MatchOutcome {
  setsHome: number;
  setsAway: number;
  games: number;
  gameDiff: number;
  firstSetHome: boolean;
  p: number;
}

/** Joint distribution of sets, total games and game difference from a state. */
export function matchDistribution(model: TennisModel, state: MatchState): MatchOutcome[] {
  const need = Math.ceil(model.bestOf / 2);
  const fresh = setDistribution(model, { home: 0, away: 0 });
  const done = state.periodScores ?? [];
  const gamesSoFar = done.reduce((t, s) => t + s.home + s.away, 0);
  const diffSoFar = done.reduce((t, s) => t + s.home - s.away, 0);
  const firstDone = done[0];
  const out = new Map<string, MatchOutcome>();
  const walk = (
    sh: number,
    sa: number,
    games: number,
    diff: number,
    first: boolean | null,
    p: number,
    current: SetOutcome[],
  ) => {
    if (sh === need || sa === need) {
      const f = first ?? true;
      const key = `${sh}:${sa}:${games}:${diff}:${f}`;
      const prev = out.get(key);
      out.set(key, {
        setsHome: sh,
        setsAway: sa,
        games,
        gameDiff: diff,
        firstSetHome: f,
        p: (prev?.p ?? 0) + p,
      });
      return;
    }
    for (const s of current) {
      const homeWon = s.home > s.away;
      walk(
        sh + (homeWon ? 1 : 0),
        sa + (homeWon ? 0 : 1),
        games + s.home + s.away,
        diff + s.home - s.away,
        first ?? homeWon,
        p * s.p,
        fresh,
      );
    }
  };
  const games = state.games ?? { home: 0, away: 0 };
  walk(
    state.score.home,
    state.score.away,
    gamesSoFar,
    diffSoFar,
    firstDone ? firstDone.home > firstDone.away : null,
    1,
    setDistribution(model, games),
  );
  return [...out.values()];
}

function o(id: string, name: LocalizedText, probability: number): OutcomeQuote {
  return { id, name, probability };
}

/** Prices a tennis match; the state's score is sets won, `games` the current set's games. */
export function quoteTennis(model: TennisModel, state: MatchState, ctx: PricingContext): MarketQuote[] {
  const dist = matchDistribution(model, state);
  const p = (f: (m: MatchOutcome) => boolean) => dist.filter(f).reduce((t, m) => t + m.p, 0);
  const home = plain(ctx.home);
  const away = plain(ctx.away);
  const meanGames = dist.reduce((t, m) => t + m.p * m.games, 0);
  const meanDiff = dist.reduce((t, m) => t + m.p * m.gameDiff, 0);
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
          p((m) => m.setsHome > m.setsAway),
        ),
        o(
          'away',
          away,
          p((m) => m.setsHome < m.setsAway),
        ),
      ],
    },
  ];
  const gameCentre = Math.round(meanGames) + 0.5;
  for (let k = -3; k <= 3; k++) {
    const line = gameCentre + k * 2;
    quotes.push({
      marketId: 189,
      specifier: `total=${lineText(line)}`,
      name: fill(MARKET_TEXT.total, { unit: '{unit}' }),
      groups: ['main', 'games'],
      priority: 950,
      outcomes: [
        o(
          'over',
          fill(OUTCOME_TEXT.over, { line: lineText(line) }),
          p((m) => m.games > line),
        ),
        o(
          'under',
          fill(OUTCOME_TEXT.under, { line: lineText(line) }),
          p((m) => m.games < line),
        ),
      ],
    });
  }
  const hcpCentre = -Math.round(meanDiff) + 0.5;
  for (let k = -2; k <= 2; k++) {
    const line = hcpCentre + k * 2;
    quotes.push({
      marketId: 187,
      specifier: `hcp=${lineText(line)}`,
      name: MARKET_TEXT.gameHandicap,
      groups: ['handicaps', 'games'],
      priority: 900,
      outcomes: [
        o(
          'home',
          fill(OUTCOME_TEXT.handicap, { team: ctx.home, line: lineText(line, true) }),
          p((m) => m.gameDiff + line > 0),
        ),
        o(
          'away',
          fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
          p((m) => m.gameDiff + line < 0),
        ),
      ],
    });
  }
  const setLines = model.bestOf === 5 ? [-2.5, -1.5, 1.5, 2.5] : [-1.5, 1.5];
  for (const line of setLines) {
    quotes.push({
      marketId: 188,
      specifier: `hcp=${lineText(line)}`,
      name: MARKET_TEXT.setHandicap,
      groups: ['handicaps', 'sets'],
      priority: 920,
      outcomes: [
        o(
          'home',
          fill(OUTCOME_TEXT.handicap, { team: ctx.home, line: lineText(line, true) }),
          p((m) => m.setsHome + line > m.setsAway),
        ),
        o(
          'away',
          fill(OUTCOME_TEXT.handicap, { team: ctx.away, line: lineText(-line, true) }),
          p((m) => m.setsHome + line < m.setsAway),
        ),
      ],
    });
  }
  const need = Math.ceil(model.bestOf / 2);
  for (let line = need + 0.5; line < model.bestOf; line++) {
    quotes.push({
      marketId: 314,
      specifier: `total=${lineText(line)}`,
      name: fillPerLocale(MARKET_TEXT.totalPeriods, 'unit', UNITS.sets),
      groups: ['sets'],
      priority: 700,
      outcomes: [
        o(
          'over',
          fill(OUTCOME_TEXT.over, { line: lineText(line) }),
          p((m) => m.setsHome + m.setsAway > line),
        ),
        o(
          'under',
          fill(OUTCOME_TEXT.under, { line: lineText(line) }),
          p((m) => m.setsHome + m.setsAway < line),
        ),
      ],
    });
  }
  const scores = new Map<string, number>();
  for (const m of dist)
    scores.set(`${m.setsHome}:${m.setsAway}`, (scores.get(`${m.setsHome}:${m.setsAway}`) ?? 0) + m.p);
  quotes.push({
    marketId: 199,
    specifier: '',
    name: MARKET_TEXT.correctScore,
    groups: ['scores', 'sets'],
    priority: 800,
    outcomes: [...scores.entries()]
      .sort(([a], [b]) => {
        const [ah, aa] = a.split(':').map(Number) as [number, number];
        const [bh, ba] = b.split(':').map(Number) as [number, number];
        return bh - ba - (ah - aa);
      })
      .map(([score, prob]) => o(score, plain(score), prob)),
  });
  if (state.score.home + state.score.away === 0) {
    const words = PERIOD_WORDS.set;
    quotes.push({
      marketId: 202,
      specifier: 'setnr=1',
      name: fillPerLocale(MARKET_TEXT.firstSetWinner, 'period', words),
      groups: ['sets'],
      priority: 880,
      outcomes: [
        o(
          'home',
          home,
          p((m) => m.firstSetHome),
        ),
        o(
          'away',
          away,
          p((m) => !m.firstSetHome),
        ),
      ],
    });
  }
  return quotes.map(withUnit(UNITS.games));
}
