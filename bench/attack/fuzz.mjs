// The fuzz round: the bet routes (and the settings route that stores a push subscription) with ids out
// of int4 range, NUL characters, wrong types and malformed bodies, sent by a signed-in player. Every
// answer must be a 4xx; each 5xx is counted and named.
import { BETS, tallied } from './http.mjs';

const BIG = 2_147_483_648;
const NUL = 'a\u0000b';

function cases({ match_id, market_id, specifier, outcome_id, odds }) {
  const sel = { match_id, market_id, specifier, outcome_id, odds };
  const bet = (s, extra = {}) => ({
    bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [{ ...sel, ...s }], ...extra }],
    meta: { device_id: 'fuzz', quick: false, type: 'regular' },
  });
  const place = (body) => ['POST', BETS, { body }];
  const raw = (path, text) => ['POST', path, { raw: text }];
  const custom = (s, matchId = sel.match_id) => [
    'POST',
    `${BETS}/custom/odds`,
    { body: { match_id: matchId, selections: [{ ...sel, ...s }] } },
  ];
  const maxStake = (s) => [
    'POST',
    `${BETS}/max-stake`,
    { body: { currency: 'EUR', selections: [{ ...sel, ...s }] } },
  ];
  const cash = (v) => ['POST', `${BETS}/cashout`, { body: { bet_id: v, to_cashout: 1 } }];
  return [
    place(bet({ match_id: BIG })),
    place(bet({ market_id: BIG })),
    place(bet({ match_id: -1 })),
    place(bet({ match_id: 1.5 })),
    place(bet({ match_id: '1' })),
    place(bet({ specifier: NUL })),
    place(bet({ outcome_id: NUL })),
    place(bet({ odds: BIG })),
    place(bet({ odds: 'x' })),
    place({ ...bet({}), meta: { device_id: NUL, quick: false, type: 'regular' } }),
    place({ ...bet({}), meta: { device_id: 'fuzz', quick: 'yes', type: 'nope' } }),
    place(bet({}, { stake: { value: '100', currency: 'EUR' } })),
    place(bet({}, { stake: { value: Number.MAX_SAFE_INTEGER + 2, currency: 'EUR' } })),
    place(bet({}, { stake: { value: 100, currency: 'E\u0000R' } })),
    place(bet({}, { system_id: '99/99' })),
    place({ bets: {}, meta: {} }),
    place({ bets: [null], meta: null }),
    place([]),
    raw(BETS, '{"bets": [{"stake":'),
    raw(BETS, 'null'),
    raw(BETS, '"\u0000"'),
    custom({ match_id: BIG }, BIG),
    custom({ market_id: BIG }),
    custom({ specifier: NUL }),
    custom({ outcome_id: 7 }),
    maxStake({ match_id: BIG }),
    maxStake({ market_id: BIG }),
    maxStake({ specifier: NUL }),
    cash(BIG),
    cash(-1),
    cash('1'),
    cash(null),
    cash(1e300),
    raw(`${BETS}/cashout`, '{"bet_id":1,"to_cashout":'),
    ['GET', `${BETS}/${BIG}`, {}],
    ['GET', `${BETS}/abc`, {}],
    ['GET', `${BETS}/%00`, {}],
    ['GET', `${BETS}/-1`, {}],
    ['GET', `${BETS}?limit=${BIG}&page=-1`, {}],
    ['GET', `${BETS}?status=%00&result=x`, {}],
    ['GET', `${BETS}/custom/markets/${BIG}`, {}],
    ['GET', `${BETS}/share-code?code=%00`, {}],
    ['POST', `${BETS}/share-code`, { body: { bets: [{ selections: [{ ...sel, match_id: BIG }] }] } }],
    ['POST', '/api/sportsbook/v2/settings', { body: { one_signal_push_notification_subscription: NUL } }],
    ['POST', '/api/sportsbook/v2/settings', { body: { stakes: [BIG, -1, 'x'] } }],
  ];
}

/** Sends every case once, all at once, as `player`; resolves to `{ sent, fiveXx: [...], unanswered }`. */
export async function fuzzRound(ctx, player, sel) {
  const list = cases(sel);
  const answers = await Promise.all(
    list.map(([method, path, opts]) =>
      tallied(ctx.tally, 'fuzz', ctx.url, method, path, { ...opts, token: player.token, timeoutMs: 60_000 }),
    ),
  );
  const fiveXx = [];
  answers.forEach((r, i) => {
    const [method, path, opts] = list[i];
    const sent = JSON.stringify(opts.body ?? opts.raw ?? '').slice(0, 120);
    if (r.status >= 500) fiveXx.push(`${method} ${path} ${sent} → ${r.status}`);
  });
  return { sent: list.length, fiveXx, unanswered: answers.filter((r) => r.status === 0).length };
}
