// Bet-stop latency: a feed event (a goal on a live match, or a suspension of a prematch market) sent
// through POST /api/dev/feed/events while pollers keep placing on the affected market at the price it
// had before. Latency is the time from sending the event to the answer of the first refused placement
// sent after it (under load most of it can be that placement's own round trip, printed apart);
// every placement sent after the event and accepted at the old price (pollers' and other clients')
// is an old-price bet.
import { marketNow } from './catalogue.mjs';
import { place } from './clients.mjs';
import { call, STOP_CAP_MS, sleep } from './http.mjs';

const POLLERS = 8;
const LIMIT_MS = STOP_CAP_MS;

/** A match and its main market to stop, from the catalogue the clients use: `{ match, market }`. */
function target(ctx, kind) {
  const list = kind === 'goal' ? ctx.catalogue.liveMatches : ctx.catalogue.prematchMatches;
  const e = list.find(
    (x) =>
      !ctx.betStopMatches.has(x.id) &&
      x.main_market?.status === 1 &&
      x.main_market.outcomes.every((o) => o.active),
  );
  if (!e) return null;
  ctx.betStopMatches.add(e.id);
  return { match: e, market: e.main_market };
}

const selOf = (match, market, outcome) => ({
  match_id: match.id,
  market_id: market.id,
  specifier: market.specifier,
  outcome_id: outcome.id,
  odds: outcome.odds,
});

/**
 * One bet stop of `kind` ('goal' or 'suspend'). Resolves to `{ kind, match, latencyMs, eventMs,
 * oldPrice }` (latencyMs null when no refusal came within 30 s), or null when no market could be used.
 */
export async function betStopRound(ctx, kind) {
  const t = target(ctx, kind);
  if (!t) return null;
  // A price the pollers get accepted right now (live prices move by themselves).
  let accepted = false;
  for (let tries = 0; tries < 3 && !accepted; tries++) {
    if (tries > 0) t.market = await marketNow(ctx.url, t.match.id, t.market.id, t.market.specifier);
    if (t.market?.status !== 1) return null;
    const probe = [selOf(t.match, t.market, t.market.outcomes[0])];
    accepted = (await place(ctx, ctx.pollClient, ctx.players[0], probe, 'betstop-poll')).status === 200;
  }
  if (!accepted) return null;
  const outcome = t.market.outcomes[0];
  const sel = selOf(t.match, t.market, outcome);
  let since = Number.POSITIVE_INFINITY;
  let oldPrice = 0;
  const old = new Map(t.market.outcomes.map((o) => [o.id, o.odds]));
  ctx.betStop = {
    onAccepted(selections, sentAt) {
      if (sentAt < since) return;
      const hit = selections.some(
        (s) =>
          s.match_id === sel.match_id &&
          s.market_id === sel.market_id &&
          s.specifier === sel.specifier &&
          old.get(s.outcome_id) === s.odds,
      );
      if (hit) oldPrice++;
    },
  };
  let refusedAt = null;
  let refusedSent = null;
  let stop = false;
  const until = Date.now() + LIMIT_MS;
  const pollers = Array.from({ length: POLLERS }, async (_, i) => {
    const player = ctx.players[(i + 1) % ctx.players.length];
    while (refusedAt === null && !stop && Date.now() < until) {
      const sentAt = performance.now();
      const r = await place(ctx, ctx.pollClient, player, [sel], 'betstop-poll');
      if (sentAt >= since && r.status >= 400 && r.status < 500 && r.status !== 429 && refusedAt === null) {
        refusedAt = performance.now();
        refusedSent = sentAt - since;
      }
      if (r.status === 0) await sleep(100);
    }
  });
  await sleep(300);
  since = performance.now();
  const body =
    kind === 'goal'
      ? { type: 'goal', matchId: t.match.id, team: 'home' }
      : { type: 'suspend', matchId: t.match.id, marketId: t.market.id };
  const ev = await call(ctx.url, 'POST', '/api/dev/feed/events', { body, timeoutMs: LIMIT_MS });
  const eventMs = performance.now() - since;
  ctx.tally.add('feed-event', ev.status);
  if (ev.status !== 200) stop = true;
  await Promise.all(pollers);
  // Old-price bets still in flight are counted until the pollers are done; then the window closes.
  ctx.betStop = null;
  if (ev.status >= 400 && ev.status < 500) {
    // Not applicable now (the match ended meanwhile ...): no bet stop to measure.
    console.log(
      `  bet stop (${kind}) on match ${t.match.id} refused by the feed: ${ev.status} ${ev.body?.code}`,
    );
    return null;
  }
  if (kind === 'suspend') {
    const resumed = await call(ctx.url, 'POST', '/api/dev/feed/events', {
      body: { type: 'resume', matchId: t.match.id, marketId: t.market.id },
    });
    ctx.tally.add('feed-event', resumed.status);
  }
  return {
    kind,
    match: t.match.id,
    event: ev.status,
    eventMs,
    latencyMs: refusedAt === null ? null : refusedAt - since,
    /** When the refused placement was sent, after the event (its own round trip is the rest). */
    refusedSentMs: refusedSent,
    oldPrice,
  };
}
