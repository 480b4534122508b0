// What the clients bet on: the main and secondary markets of bettable live and prematch matches, read
// from the catalogue API as a player's browser would, refreshed every `everyMs` by one loop.
import { call, sleep } from './http.mjs';

const MATCHES = '/api/sportsbook/v2/matches';

/** Selections `{ match_id, market_id, specifier, outcome_id, odds, live }` of one matches page. */
function selectionsOf(events, live) {
  const out = [];
  for (const e of events ?? []) {
    if (e.type !== 'match' || !e.bettable) continue;
    for (const m of [e.main_market, e.secondary_market]) {
      if (m?.status !== 1) continue;
      for (const o of m.outcomes) {
        if (!o.active) continue;
        out.push({
          match_id: e.id,
          market_id: m.id,
          specifier: m.specifier,
          outcome_id: o.id,
          odds: o.odds,
          live,
        });
      }
    }
  }
  return out;
}

export class Catalogue {
  constructor(base) {
    this.base = base;
    this.prematch = [];
    this.live = [];
    this.liveMatches = [];
    this.prematchMatches = [];
  }

  async refresh() {
    const [pre, live] = await Promise.all(
      ['prematch', 'live'].map((s) =>
        call(this.base, 'GET', `${MATCHES}?match_status=${s}&bettable=true&limit=100`),
      ),
    );
    if (pre.status === 200) {
      this.prematch = selectionsOf(pre.body.data, false);
      this.prematchMatches = pre.body.data.filter((e) => e.type === 'match' && e.main_market?.status === 1);
    }
    if (live.status === 200) {
      this.live = selectionsOf(live.body.data, true);
      this.liveMatches = live.body.data.filter((e) => e.type === 'match' && e.status === 1);
    }
    return pre.status === 200 || live.status === 200;
  }

  /** Refreshes until `stop()` is called. */
  run(everyMs) {
    let stopped = false;
    const done = (async () => {
      while (!stopped) {
        await this.refresh();
        await sleep(everyMs);
      }
    })();
    return async () => {
      stopped = true;
      await done;
    };
  }

  /** A random selection (live with probability `liveShare` when there are live ones). */
  pick(rand, liveShare = 0.3) {
    const pool =
      this.live.length && rand() < liveShare ? this.live : this.prematch.length ? this.prematch : this.live;
    return pool.length ? pool[Math.floor(rand() * pool.length)] : null;
  }

  /** `legs` selections on distinct matches, or null when there are not that many matches. */
  pickCombo(rand, legs) {
    const byMatch = new Map();
    for (let tries = 0; tries < legs * 8 && byMatch.size < legs; tries++) {
      const s = this.pick(rand, 0.2);
      if (s && !byMatch.has(s.match_id)) byMatch.set(s.match_id, s);
    }
    return byMatch.size === legs ? [...byMatch.values()] : null;
  }
}

/** The current outcomes of one market of a match (status and odds), from the markets endpoint. */
export async function marketNow(base, matchId, marketId, specifier) {
  const r = await call(base, 'GET', `${MATCHES}/${matchId}/markets?market_id=${marketId}&limit=100`);
  if (r.status !== 200) return null;
  return r.body.data.find((m) => m.id === marketId && m.specifier === specifier) ?? null;
}
