// The attacking clients: each loops without pause until the deadline, as one of the players, over a
// mix of placements (singles, combos of 2 to 5 legs and a few of 8 to 16, the same placement retried
// with its Idempotency-Key, in parallel and after), My Bets reads, cash outs (some fired three at once
// on one bet), reads of another player's bets (which must be refused) and catalogue reads. Whatever
// the API answers is tallied; what no answer may ever be (a second bet for one key, two cash outs of
// one bet, another player's bet) is a violation. A placement whose connection failed (the kill -9) is retried with its key.
import { BETS, call, sleep, tallied } from './http.mjs';

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIX = [
  ['single', 34],
  ['combo', 13],
  ['combo-long', 2],
  ['retry', 8],
  ['mybets', 18],
  ['cashout', 12],
  ['cross', 6],
  ['catalogue', 7],
];
const MIX_TOTAL = MIX.reduce((n, [, w]) => n + w, 0);

function choose(rand) {
  let x = rand() * MIX_TOTAL;
  for (const [op, w] of MIX) {
    x -= w;
    if (x < 0) return op;
  }
  return 'single';
}

const bodyOf = (key, selections, stake) => ({
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: selections.map(({ match_id, market_id, specifier, outcome_id, odds }) => ({
        match_id,
        market_id,
        specifier,
        outcome_id,
        odds,
      })),
    },
  ],
  // The key again as device id: the invariant check counts bets per key straight in the database.
  meta: { device_id: key, quick: false, type: 'regular' },
});

/** Records an accepted placement: owner, counters and the bet-stop window's old-price count. */
function accepted(ctx, player, body, res, sentAt) {
  const bet = res.body?.data?.[0];
  if (!bet) return;
  ctx.accepted++;
  player.bets.add(bet.id);
  ctx.owner.set(bet.id, player.index);
  ctx.betStop?.onAccepted(body.bets[0].selections, sentAt);
}

/** One placement with a fresh key (`times` copies sent at once, then one more: a retried placement). */
export async function place(ctx, client, player, selections, op = 'place', times = 1) {
  const key = `atk-${ctx.tag}-${client.id}-${client.n++}`;
  const body = bodyOf(key, selections, 10 + Math.floor(client.rand() * 90));
  const send = () =>
    tallied(ctx.tally, op, ctx.url, 'POST', BETS, {
      body,
      token: player.token,
      headers: { 'idempotency-key': key },
    });
  const sentAt = performance.now();
  const first = await Promise.all(Array.from({ length: times }, send));
  const all = times > 1 ? [...first, await send()] : first;
  const ids = new Set(all.filter((r) => r.status === 200).map((r) => r.body?.data?.[0]?.id));
  if (ids.size > 1) ctx.tally.violate(`key ${key} answered with bets ${[...ids].join(', ')}`);
  const ok = all.find((r) => r.status === 200);
  if (ok) accepted(ctx, player, body, ok, sentAt);
  else if (all.every((r) => r.status === 0)) client.pending.push({ key, body, tries: 0 });
  return ok ?? all[0];
}

/**
 * Retries a placement whose connection failed, with the same key and body, until the API answers (it
 * is restarting; attempts without an answer are counted apart, not as requests).
 */
async function retryPending(ctx, client, player) {
  const p = client.pending[0];
  const opts = { body: p.body, token: player.token, headers: { 'idempotency-key': p.key } };
  const r = await call(ctx.url, 'POST', BETS, opts);
  if (r.status === 0) {
    ctx.unansweredRetries++;
    if (Date.now() > ctx.retryUntil) client.pending.shift();
    await sleep(500);
    return;
  }
  ctx.tally.add('place-reconnect', r.status, r.status >= 500 ? `POST ${BETS}` : '');
  client.pending.shift();
  if (r.status === 200) accepted(ctx, player, p.body, r, performance.now());
}

async function myBets(ctx, player) {
  const r = await tallied(ctx.tally, 'my-bets', ctx.url, 'GET', `${BETS}?status=open&limit=25`, {
    token: player.token,
  });
  if (r.status !== 200) return;
  for (const b of r.body.data) {
    const owner = ctx.owner.get(b.id);
    if (owner !== undefined && owner !== player.index)
      ctx.tally.violate(`player ${player.index} saw bet ${b.id} of ${owner}`);
    player.bets.add(b.id);
  }
  player.offers = r.body.data
    .filter((b) => b.to_cashout > 0)
    .map((b) => ({ id: b.id, to_cashout: b.to_cashout }));
}

async function cashout(ctx, client, player) {
  const offer = player.offers.pop();
  if (!offer) return myBets(ctx, player);
  const race = client.rand() < 0.4;
  const body = { bet_id: offer.id, to_cashout: offer.to_cashout };
  const rs = await Promise.all(
    Array.from({ length: race ? 3 : 1 }, () =>
      tallied(ctx.tally, race ? 'cashout-race' : 'cashout', ctx.url, 'POST', `${BETS}/cashout`, {
        body,
        token: player.token,
      }),
    ),
  );
  const paid = rs.filter((r) => r.status === 200).length;
  ctx.cashedOut += paid;
  if (paid > 1) ctx.tally.violate(`bet ${offer.id} cashed out ${paid} times`);
}

/** Another player's bet id, read and cashed out: anything but 404 (or no answer) is a leak. */
async function crossPlayer(ctx, client, player) {
  const others = ctx.players.filter((p) => p !== player && p.bets.size);
  if (!others.length) return myBets(ctx, player);
  const victim = others[Math.floor(client.rand() * others.length)];
  const ids = [...victim.bets];
  const id = ids[Math.floor(client.rand() * ids.length)];
  const read = await tallied(ctx.tally, 'cross-read', ctx.url, 'GET', `${BETS}/${id}`, {
    token: player.token,
  });
  const cash = await tallied(ctx.tally, 'cross-cashout', ctx.url, 'POST', `${BETS}/cashout`, {
    body: { bet_id: id, to_cashout: 1 },
    token: player.token,
  });
  for (const [what, r] of [
    ['read', read],
    ['cash out', cash],
  ]) {
    if (r.status !== 404 && r.status !== 0 && r.status !== 429 && r.status < 500)
      ctx.tally.violate(`player ${player.index} could ${what} bet ${id} of ${victim.index}: ${r.status}`);
  }
}

async function step(ctx, client, player, quiet) {
  if (client.pending.length) return retryPending(ctx, client, player);
  const op = quiet ? 'single' : choose(client.rand);
  let r;
  if (op === 'single') {
    const s = ctx.catalogue.pick(client.rand, quiet ? 0 : 0.3);
    if (s) r = await place(ctx, client, player, [s]);
  } else if (op === 'combo') {
    const legs = ctx.catalogue.pickCombo(client.rand, 2 + Math.floor(client.rand() * 4));
    if (legs) r = await place(ctx, client, player, legs, 'place-combo');
  } else if (op === 'combo-long') {
    // 8 to 16 legs: My Bets and the cash-out refresh then match a few hundred markets at once.
    const legs = ctx.catalogue.pickCombo(client.rand, 8 + Math.floor(client.rand() * 9));
    if (legs) r = await place(ctx, client, player, legs, 'place-long-combo');
  } else if (op === 'retry') {
    const s = ctx.catalogue.pick(client.rand, 0.1);
    if (s) r = await place(ctx, client, player, [s], 'place-retried', 2);
  } else if (op === 'mybets') await myBets(ctx, player);
  else if (op === 'cashout') await cashout(ctx, client, player);
  else if (op === 'cross') await crossPlayer(ctx, client, player);
  else
    await tallied(
      ctx.tally,
      'catalogue',
      ctx.url,
      'GET',
      '/api/sportsbook/v2/matches?match_status=live&limit=50',
    );
  if (r?.status === 0) await sleep(250);
  if (!r && op !== 'mybets' && op !== 'cashout' && op !== 'cross' && op !== 'catalogue') await sleep(50);
}

/** Runs `count` clients while `running()` holds; `quiet`: prematch singles only. */
export async function runClients(ctx, { count, running, quiet = false, seed = 1 }) {
  const clients = Array.from({ length: count }, (_, id) => ({
    id: `${quiet ? 'q' : 'a'}${id}`,
    n: 0,
    rand: rng(seed * 100_003 + id),
    pending: [],
  }));
  await Promise.all(
    clients.map(async (client, i) => {
      const player = ctx.players[i % ctx.players.length];
      while (running()) await step(ctx, client, player, quiet);
      ctx.retryUntil ??= Date.now() + 120_000;
      // Placements left unanswered by the kill get their retry even after the deadline (bounded).
      while (client.pending.length) await retryPending(ctx, client, player);
    }),
  );
}
