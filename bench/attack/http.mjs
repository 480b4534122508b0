// HTTP for the attack bench: one `call` that never throws (network errors come back as status 0) and
// a tally of every request by operation and status class, with the 5xx and network errors listed.

export const BETS = '/api/sportsbook/v3/bets';

/** Counts of every request the bench made, per operation label. */
export class Tally {
  constructor() {
    this.ops = new Map();
    this.fiveXx = [];
    this.netErrors = 0;
    this.c5 = 0;
    /** 4xx answers by `op status code` (what the API refused and why). */
    this.refusals = new Map();
    /** Broken promises seen from the outside (a leak, a double cash out, a retry placing twice). */
    this.violations = [];
  }
  add(op, status, detail = '') {
    let row = this.ops.get(op);
    if (!row) {
      row = { total: 0, ok: 0, c4: 0, c5: 0, net: 0, s429: 0 };
      this.ops.set(op, row);
    }
    row.total++;
    if (status === 0) {
      row.net++;
      this.netErrors++;
    } else if (status >= 500) {
      row.c5++;
      this.c5++;
      if (detail && this.fiveXx.length < 20) this.fiveXx.push(`${op} ${status} ${detail}`.trim());
    } else if (status >= 400) {
      row.c4++;
      if (status === 429) row.s429++;
    } else row.ok++;
  }
  violate(what) {
    this.violations.push(what);
  }
  get total() {
    let n = 0;
    for (const r of this.ops.values()) n += r.total;
    return n;
  }
  get count5xx() {
    return this.c5;
  }
  /** Lines of a small table: op, requests, 2xx, 4xx, 429, 5xx, network errors. */
  lines() {
    const rows = [...this.ops.entries()].sort((a, b) => b[1].total - a[1].total);
    const out = ['  operation            requests     2xx     4xx   (429)     5xx  net-err'];
    for (const [op, r] of rows) {
      out.push(
        `  ${op.padEnd(18)} ${String(r.total).padStart(10)} ${String(r.ok).padStart(7)} ${String(r.c4).padStart(7)} ${String(r.s429).padStart(7)} ${String(r.c5).padStart(7)} ${String(r.net).padStart(8)}`,
      );
    }
    return out;
  }
}

/**
 * One request. `body` is sent as JSON unless `raw` (a string sent as is). Resolves to
 * `{ status, body, ms, headers }`; status 0 when the connection failed or timed out.
 */
export async function call(base, method, path, { body, raw, token, headers = {}, timeoutMs = 20_000 } = {}) {
  const started = performance.now();
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined || raw !== undefined) h['content-type'] ??= 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: h,
      body: raw !== undefined ? raw : body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, ms: performance.now() - started, headers: res.headers };
  } catch (err) {
    return { status: 0, body: null, ms: performance.now() - started, error: err.cause?.code ?? err.name };
  }
}

/** `call` that tallies the answer under `op`. */
export async function tallied(tally, op, base, method, path, opts) {
  const r = await call(base, method, path, opts);
  tally.add(op, r.status, r.status >= 500 && op !== 'fuzz' ? `${method} ${path.split('?')[0]}` : '');
  if (r.status >= 400 && r.status < 500 && op !== 'fuzz') {
    const key = `${op} ${r.status} ${r.body?.code ?? ''}`.trim();
    tally.refusals.set(key, (tally.refusals.get(key) ?? 0) + 1);
  }
  return r;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Seconds to wait after a 429 (Retry-After, else 1), capped so the bench stays bounded. */
export function retryAfterMs(res, capMs = 30_000) {
  const v = Number(res.headers?.get?.('retry-after'));
  return Math.min(capMs, Number.isFinite(v) && v > 0 ? v * 1000 : 1000);
}

/** Bet stops not seen within this long count as this long. */
export const STOP_CAP_MS = 30_000;
export const fmtMs = (ms) => (ms === null ? `>${STOP_CAP_MS / 1000} s` : `${ms.toFixed(0)} ms`);
