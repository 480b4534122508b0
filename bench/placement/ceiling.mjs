// The ceiling round of bench/placement.mjs: what any HTTP API can reach on this machine when it does
// only pgbench's row work. A bare Fastify 5 server with a node-postgres Pool (10 connections) whose one
// route, POST /place {"player": n}, runs exactly the bench's pgbench transaction for bench player n
// (BEGIN, lock the account row, insert the bet and its selection, update the balance, insert the ledger
// row, COMMIT: the same statements, parameterised and prepared, 7 round trips as pgbench sends them).
// No session, limits, odds or idempotency: anything an API does on top costs more than this.
//
// Runs in a process of its own (so its CPU per transaction can be read from /proc):
//   CEILING_PORT=… CEILING_DATABASE_URL=… CEILING_ROW='{json}' node bench/placement/ceiling.mjs
// startCeiling() below starts it from the bench.
import { fileURLToPath } from 'node:url';
import { startService, stopService, waitForHttp } from '../../scripts/lib/proc.mjs';

const self = fileURLToPath(import.meta.url);

/**
 * Starts the ceiling server on 127.0.0.1:`port` against `databaseUrl` (which holds the bench's
 * `bench_players`); `row` is what pgbench's script writes as literals: {stake, odds, potentialWin,
 * matchId, marketId, specifier, outcomeId, marketName, outcomeName}. Resolves to { url, pid, stop }.
 */
export async function startCeiling(port, databaseUrl, row) {
  const child = startService('ceiling', process.execPath, [self], {
    env: {
      CEILING_PORT: String(port),
      CEILING_DATABASE_URL: databaseUrl,
      CEILING_ROW: JSON.stringify(row),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopService(child);
  try {
    await waitForHttp(`${url}/health`, { child, timeoutMs: 30_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid, stop };
}

// pgbench's script (bench/placement.mjs), its literals and \gset variables as parameters.
const SQL = {
  lock: 'SELECT a.id AS acc, a.user_id AS uid FROM accounts a JOIN bench_players b ON b.account_id = a.id WHERE b.n = $1 FOR UPDATE OF a',
  bet: `INSERT INTO bets (user_id, ref, type, currency, subunits, stake, odds, potential_win, device_id) VALUES ($1, md5(random()::text), 'single', 'EUR', 2, $2, $3, $4, 'bench') RETURNING id AS bet_id`,
  selection:
    'INSERT INTO bet_selections (bet_id, position, event_id, market_id, specifier, outcome_id, odds, market_name, outcome_name) VALUES ($1, 0, $2, $3, $4, $5, $6, $7, $8)',
  balance:
    'UPDATE accounts SET balance_subunits = balance_subunits - $1, updated_at = now() WHERE id = $2 RETURNING balance_subunits AS bal',
  ledger: `INSERT INTO ledger_entries (account_id, delta, balance_after, kind, ref) VALUES ($1, $2, $3, 'bet_stake', 'bet:' || $4::text)`,
};
const q = (name, values) => ({ name: `ceiling_${name}`, text: SQL[name], values });

async function place(pool, row, player) {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const { acc, uid } = (await c.query(q('lock', [player]))).rows[0];
    const betId = (await c.query(q('bet', [uid, row.stake, row.odds, row.potentialWin]))).rows[0].bet_id;
    await c.query(
      q('selection', [
        betId,
        row.matchId,
        row.marketId,
        row.specifier,
        row.outcomeId,
        row.odds,
        row.marketName,
        row.outcomeName,
      ]),
    );
    const bal = (await c.query(q('balance', [row.stake, acc]))).rows[0].bal;
    await c.query(q('ledger', [acc, -row.stake, bal, betId]));
    await c.query('COMMIT');
    return { bet_id: betId, balance: bal };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
}

async function serve() {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const row = JSON.parse(process.env.CEILING_ROW);
  const pool = new pg.Pool({
    connectionString: process.env.CEILING_DATABASE_URL,
    max: 10,
    idleTimeoutMillis: 0,
  });
  const app = Fastify({ logger: false });
  app.get('/health', () => ({ ok: true }));
  app.post('/place', (req) => place(pool, row, Number(req.body.player)));
  await app.listen({ port: Number(process.env.CEILING_PORT), host: '127.0.0.1' });
  const close = () =>
    app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

if (process.argv[1] === self) await serve();
