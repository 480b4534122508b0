import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXCEPTION_MESSAGE } from '../../src/plugins/error-handler.ts';
import {
  type BettingTestApp,
  createBettingApp,
  type OpenSelection,
  openSelections,
  payload,
  sameMatchSelections,
  V2,
  V3,
} from '../betting/helpers.ts';
import {
  BAD_BODY_VALUES,
  BAD_URL_VALUES,
  badValueArbitrary,
  fieldsOf,
  jsonText,
  type Operation,
  operationsOf,
  SAME_NAME,
  sample,
  type Target,
  withField,
} from './openapi-targets.ts';

// Every route of the OpenAPI document, signed in as a player: each path parameter, query parameter
// and body field gets values out of an int4's or a double's range, NUL and lone surrogates, over-long
// strings and wrong types. Whatever it is sent, the API answers below 500, and a 4xx carries `code`
// and `message` and comes from validation, not from the database refusing the value (the error
// handler's last line of defence). The other fields keep a valid value, so a bad one reaches as deep
// as it can.

const PASSWORD = 'secret-pass-1';
const EMAIL = 'fuzz-player@example.com';

let t: BettingTestApp;
let ops: Operation[];
// biome-ignore lint/suspicious/noExplicitAny: the generated OpenAPI document is read loosely
let doc: any;
/** Path parameters and bodies that pass validation and reach the database, per `METHOD path`. */
let valid: Record<string, { params?: Record<string, string>; body?: unknown }> = {};
/** Values of fields by name where a schema's sample would name nothing that exists. */
let hints: Record<string, unknown> = {};

beforeAll(async () => {
  t = await createBettingApp();
  const player = await t.player(EMAIL);
  await t.credit(player.userId, 1_000_000);
  const [bet, other] = (await openSelections(t.db, 2)) as [OpenSelection, OpenSelection];
  const pair = await sameMatchSelections(t.db);
  const placed = await player.post(`${V3}/bets`, payload([bet], 100));
  const betId = String(placed.body.data[0].id);
  const limit = await player.post('/user_limits', { type: 'bet', value: 500_000, currency: 'EUR' });
  const deposit = { currency: 'EUR', amount: 1_000 };
  const paymentId = String((await player.post('/api/cashier/deposits', deposit)).body.payment_id);
  valid = {
    [`POST ${V3}/bets`]: { body: payload([bet], 100) },
    [`POST ${V3}/bets/max-stake`]: { body: { currency: 'EUR', selections: [bet] } },
    [`POST ${V3}/bets/custom/odds`]: { body: { match_id: pair[0]?.match_id, selections: pair } },
    [`POST ${V3}/bets/cashout`]: { body: { bet_id: Number(betId), to_cashout: 1 } },
    [`POST ${V3}/bets/share-code`]: { body: { bets: [{ selections: [bet] }] } },
    [`POST ${V2}/bets/share-code`]: { body: { bets: [{ selections: [bet] }] } },
    [`GET ${V3}/bets/{id}`]: { params: { id: betId } },
    [`GET ${V2}/matches/{id}`]: { params: { id: String(bet.match_id) } },
    [`GET ${V2}/matches/{id}/markets`]: { params: { id: String(bet.match_id) } },
    [`GET ${V3}/bets/custom/markets/{id}`]: { params: { id: String(pair[0]?.match_id) } },
    'PATCH /api/platform/user_limits/{id}': { params: { id: String(limit.body.limit.id) } },
    'DELETE /api/platform/user_limits/{id}': { params: { id: String(limit.body.limit.id) } },
    'POST /api/dev/wallet/credit': { body: { email: EMAIL, currency: 'EUR', amount: 100 } },
    'POST /api/cashier/deposits': { body: deposit },
    'POST /api/cashier/quick-deposits': { body: deposit },
    'GET /api/cashier/deposits/{payment_id}': { params: { payment_id: paymentId } },
    'POST /api/cashier/emulator/pay': {
      body: { payment_id: paymentId, card_number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
    },
  };
  // Feed events go to another match than the bets', so a suspension does not close the bets' market.
  hints = { matchId: other.match_id };
  doc = t.app.swagger();
  ops = operationsOf(doc);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh bearer session of the player (sign-out ends one). */
async function signIn(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform/users/sign_in',
    payload: { email: EMAIL, password: PASSWORD, bearer: true },
  });
  return (res.json() as { token: string }).token;
}

const key = (op: Operation) => `${op.method} ${op.path}`;

function bodyOf(op: Operation, variant: number): unknown {
  const known = valid[key(op)]?.body;
  if (known !== undefined) return known;
  const schema = op.bodies[variant];
  return schema ? sample(doc, schema, '', hints) : undefined;
}

/** Every place to put a bad value; a route with none gets an unexpected query parameter. */
function targetsOf(op: Operation): Target[] {
  const out: Target[] = [
    ...op.pathParams.map((name) => ({ op, in: 'path' as const, name })),
    ...op.query.map(({ name }) => ({ op, in: 'query' as const, name })),
    ...op.bodies.flatMap((schema, variant) =>
      fieldsOf(doc, schema).map((field) => ({ op, in: 'body' as const, variant, field })),
    ),
  ];
  return out.length > 0 ? out : [{ op, in: 'query', name: 'unexpected' }];
}

/** Percent-encodes any string, a lone surrogate as the three bytes a careless client would send. */
function urlValue(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s.replace(/[\s\S]/gu, (c) => {
    const unit = c.charCodeAt(0);
    if (c.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(c);
  });
}

interface Answer {
  status: number;
  body: string;
}

/** Sends the route's valid request with the target replaced by `bad` (already URL-encoded for path and query). */
async function send(target: Target, bad: unknown, token: string): Promise<Answer> {
  const { op } = target;
  const params: Record<string, string> = { ...valid[key(op)]?.params };
  const query = new Map<string, string>();
  for (const q of op.query) if (q.required) query.set(q.name, urlValue(sample(doc, q.schema, q.name)));
  let body = op.bodies.length > 0 ? bodyOf(op, target.in === 'body' ? target.variant : 0) : undefined;
  if (target.in === 'path') params[target.name] = String(bad).replaceAll(SAME_NAME, target.name);
  if (target.in === 'query') query.set(target.name, String(bad).replaceAll(SAME_NAME, target.name));
  if (target.in === 'body') body = withField(body, target.field, bad);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const search = [...query].map(([k, v]) => `${k}=${v}`).join('&');
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: search ? `${path}?${search}` : path,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: jsonText(body) } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

/** Below 500, and a 4xx is `{code, message}`; otherwise a line saying what went wrong. */
function problem(answer: Answer): string | null {
  // The health check's own answer when this (loaded, shared) machine stalls the event loop: not a
  // failure to handle the bad value, which the route ignores.
  if (answer.status === 503 && answer.body.includes('"status":"stalled"')) return null;
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 200)}`;
  if (answer.status < 400) return null;
  try {
    const { code, message } = JSON.parse(answer.body) as { code?: unknown; message?: unknown };
    if (message === DATA_EXCEPTION_MESSAGE) return `${answer.status} from the database, not from validation`;
    if ((typeof code === 'string' || typeof code === 'number') && typeof message === 'string') return null;
  } catch {}
  return `${answer.status} without code and message: ${answer.body.slice(0, 200)}`;
}

function label(target: Target): string {
  const where =
    target.in === 'body' ? `body${target.field.map((f) => `.${f}`).join('')}` : `${target.in} ${target.name}`;
  return `${key(target.op)} ${where}`;
}

/** Sign-out ends the session the other requests use: it goes last. */
const isSignOut = (op: Operation) => op.path.endsWith('/sign_out');

/** Whether the token still signs the player in (then the signed-in routes were fuzzed signed in). */
async function signedIn(token: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/platform/player',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode === 200;
}

/** Each class of bad value in each target of the operations; the problems found. */
async function everyClass(list: Operation[], token: string): Promise<{ sent: number; failures: string[] }> {
  const failures: string[] = [];
  let sent = 0;
  for (const target of list.flatMap(targetsOf)) {
    const classes = target.in === 'body' ? BAD_BODY_VALUES : BAD_URL_VALUES;
    for (const { name, value } of classes) {
      sent++;
      const found = problem(await send(target, value, token));
      if (found) failures.push(`${label(target)} = ${name}: ${found}`);
    }
  }
  return { sent, failures };
}

describe('fuzz of every route of the OpenAPI document', () => {
  it('starts from requests that pass validation and reach the database', async () => {
    expect(ops.length).toBeGreaterThan(50);
    const token = await signIn();
    const placement = ops.find((op) => key(op) === `POST ${V3}/bets`) as Operation;
    const placed = await send(
      { op: placement, in: 'body', variant: 0, field: ['meta', 'quick'] },
      false,
      token,
    );
    expect(placed.status, placed.body).toBe(200);
    const custom = ops.find((op) => key(op) === `POST ${V3}/bets/custom/odds`) as Operation;
    const priced = await send({ op: custom, in: 'query', name: 'unused' }, '1', token);
    expect(priced.status, priced.body).toBe(200);
  });

  it('random bad values (fast-check, fixed seed) in any field of any route: never 5xx', async () => {
    const token = await signIn();
    const targets = ops.filter((op) => !isSignOut(op)).flatMap(targetsOf);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), badValueArbitrary(), async (target, value) => {
        const bad = target.in === 'body' ? value : urlValue(value);
        const found = problem(await send(target, bad, token));
        if (found) throw new Error(`${label(target)} = ${JSON.stringify(value)?.slice(0, 80)}: ${found}`);
      }),
      { seed: 20_261_125, numRuns: 400, endOnFailure: true },
    );
    expect(await signedIn(token)).toBe(true);
  }, 180_000);

  it('each class of bad value in every field of every route: 4xx with code and message, never 5xx', async () => {
    const token = await signIn();
    const rest = await everyClass(
      ops.filter((op) => !isSignOut(op)),
      token,
    );
    expect(await signedIn(token)).toBe(true);
    const signOut = await everyClass(ops.filter(isSignOut), token);
    expect([...rest.failures, ...signOut.failures]).toEqual([]);
    expect(rest.sent + signOut.sent).toBeGreaterThan(4_000);
  }, 180_000);
});
