import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BettingTestApp,
  createBettingApp,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  sameMatchSelections,
  V2,
  V3,
} from '../betting/helpers.ts';

// Values the database cannot hold (an int4 of 2^31, a NUL in a text column) are the client's fault:
// a 400 with `{code, message}` from validation, never a 500 from the database.

const INT4_OVERFLOW = 2_147_483_648;

let t: BettingTestApp;
let player: PlayerAgent;
let single: OpenSelection;
let pair: OpenSelection[];
beforeAll(async () => {
  t = await createBettingApp();
  player = await t.player('bad-input@example.com');
  await t.credit(player.userId, 10_000);
  [single] = (await openSelections(t.db, 1)) as [OpenSelection];
  pair = await sameMatchSelections(t.db);
});
afterAll(async () => {
  await t?.close();
});

function expectValidation(res: { status: number; body: { code?: unknown; message?: unknown } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('validation_error');
  expect(res.body.message).toBeTypeOf('string');
}

describe('values a database column cannot hold are a 400', () => {
  it.each([
    ['match_id', { match_id: INT4_OVERFLOW }],
    ['market_id', { market_id: INT4_OVERFLOW }],
    ['specifier with NUL', { specifier: 'total=2.5\u0000' }],
  ])('POST /v3/bets: %s', async (_name, change) => {
    const res = await player.post(`${V3}/bets`, payload([{ ...single, ...change }], 100));
    expectValidation(res);
  });

  it('POST /v3/bets: meta.device_id with NUL', async () => {
    const body = payload([single], 100);
    const res = await player.post(`${V3}/bets`, { ...body, meta: { device_id: 'dev\u0000ice' } });
    expectValidation(res);
  });

  it.each([
    ['match_id', (s: OpenSelection[]) => ({ match_id: INT4_OVERFLOW, selections: s })],
    [
      'selection market_id',
      (s: OpenSelection[]) => ({
        match_id: s[0]?.match_id,
        selections: s.map((x) => ({ ...x, market_id: INT4_OVERFLOW })),
      }),
    ],
    [
      'selection specifier with NUL',
      (s: OpenSelection[]) => ({
        match_id: s[0]?.match_id,
        selections: s.map((x) => ({ ...x, specifier: `${x.specifier}\u0000` })),
      }),
    ],
  ])('POST /v3/bets/custom/odds: %s', async (_name, body) => {
    const res = await player.post(`${V3}/bets/custom/odds`, body(pair));
    expectValidation(res);
  });

  it('POST /v3/bets/cashout: bet_id', async () => {
    const res = await player.post(`${V3}/bets/cashout`, { bet_id: INT4_OVERFLOW, to_cashout: 0 });
    expectValidation(res);
  });

  it('POST /v2/settings: one_signal_push_notification_subscription with NUL', async () => {
    const res = await player.post(`${V2}/settings`, {
      one_signal_push_notification_subscription: 'sub\u0000scription',
    });
    expectValidation(res);
  });
});

describe('ids in a JSON body are JSON integers', () => {
  it.each([[true], ['7'], [2_147_483_648]])('POST /v2/counters sport_ids [%j] → 400', async (id) => {
    const res = await player.post(`${V2}/counters`, { sport_ids: [id] });
    expectValidation(res);
  });
});
