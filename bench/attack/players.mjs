// Players of the attack: the seeded demo player plus players signed up through the API (confirmed
// through the development mailbox), each signed in once for a bearer token that every client of that
// player reuses (sessions live in the database, so they survive the kill -9). Wallets are credited with
// POST /api/dev/wallet/credit. A 429 (rate limits on sign-up and sign-in) is waited out per
// Retry-After, so creating players stays correct whatever limits the API applies.
import { call, retryAfterMs, sleep } from './http.mjs';

const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };
const PASSWORD = 'attack-password-1';
/** 1,000,000.00 EUR: no placement of the bench is refused for money. */
const CREDIT = 100_000_000;

/** `call` repeated while the answer is 429 (Retry-After honoured) or the connection fails, up to `deadline`. */
async function patient(base, method, path, opts, deadline) {
  for (;;) {
    const r = await call(base, method, path, opts);
    if (r.status !== 429 && r.status !== 0) return r;
    if (Date.now() > deadline) return r;
    await sleep(r.status === 429 ? retryAfterMs(r) : 500);
  }
}

async function signUp(base, email, deadline) {
  const up = await patient(
    base,
    'POST',
    '/api/platform/users',
    { body: { email, password: PASSWORD, currency: 'EUR' } },
    deadline,
  );
  if (up.status !== 201) throw new Error(`sign-up ${email}: ${up.status} ${JSON.stringify(up.body)}`);
  const mail = await patient(base, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`, {}, deadline);
  const token = mail.body?.data?.find((m) => m.kind === 'confirmation')?.token;
  if (!token) throw new Error(`no confirmation mail for ${email}: ${mail.status}`);
  const ok = await patient(
    base,
    'GET',
    `/api/platform/users/confirmation?confirmation_token=${token}`,
    {},
    deadline,
  );
  if (ok.status !== 200) throw new Error(`confirmation ${email}: ${ok.status}`);
}

async function signIn(base, email, password, deadline) {
  const r = await patient(
    base,
    'POST',
    '/api/platform/users/sign_in',
    { body: { email, password, bearer: true } },
    deadline,
  );
  if (r.status !== 200 || !r.body?.token)
    throw new Error(`sign-in ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/**
 * `n` players `{ email, token, bets: Set<id>, offers: [] }`: the demo player and n-1 new ones (`tag`
 * keeps the addresses apart between runs). Sequential on purpose: hashing passwords is the API's
 * slowest work and not what this bench measures.
 */
export async function createPlayers(base, n, tag, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const players = [];
  for (let i = 0; i < n; i++) {
    const email = i === 0 ? DEMO.email : `attack-${tag}-${i}@example.test`;
    try {
      if (i > 0) await signUp(base, email, deadline);
      const token = await signIn(base, email, i === 0 ? DEMO.password : PASSWORD, deadline);
      const body = { email, currency: 'EUR', amount: CREDIT };
      const credit = await patient(base, 'POST', '/api/dev/wallet/credit', { body }, deadline);
      if (credit.status !== 200)
        throw new Error(`credit ${email}: ${credit.status} ${JSON.stringify(credit.body)}`);
      players.push({ index: i, email, token, bets: new Set(), offers: [] });
    } catch (err) {
      // Rate limits may allow fewer sign-ups than asked for: go on with the players there are.
      if (players.length < 2) throw err;
      console.log(
        `only ${players.length} players (${err.message}); BENCH_ATTACK_API_ENV can raise the API's limits`,
      );
      break;
    }
  }
  return players;
}
