// GET /api/sportsbook/v2/search at 100,000 events on PostgreSQL, against a plain indexed query of the
// same database: a bare Fastify server that runs `search_key LIKE '%key%'` (served by the same GIN
// trigram index) with LIMIT 20 and returns the rows as JSON. The ratio (throughput, higher is better)
// is what our search adds on top of one indexed lookup: accent folding, typo tolerance, ranking,
// league matches and full events with their headline markets.
//
// PostgreSQL: DATABASE_URL (a role that may CREATE DATABASE), else the first online local cluster with
// the `sportsbook` role of scripts/test.mjs; skipped without one. The 100,000 events are generated
// with SQL in a fresh database that is dropped afterwards.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { compareRounds, postgresAdminUrl, skip, startApi } from './lib.mjs';

const NAME = 'search';
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 4150); // the baseline listens on the next port
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 100_000);
const CONNECTIONS = 10;

const admin = postgresAdminUrl();
if (!admin.url) skip(NAME, admin.reason);
const adminPool = new pg.Pool({ connectionString: admin.url, max: 1 });
try {
  await adminPool.query('SELECT 1');
} catch (err) {
  await adminPool.end();
  skip(NAME, `cannot connect to PostgreSQL at ${admin.url.replace(/:[^:@/]*@/, ':***@')}: ${err.message}`);
}

const dbName = `sportsbook_bench_search_${process.pid}`;
const benchUrl = (() => {
  const u = new URL(admin.url);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
await adminPool.query(`CREATE DATABASE ${dbName}`);
console.log(`database ${dbName} created`);

/** Town-like names from syllables (some accented), two teams a match: 8,000 towns, 8 club kinds. */
const GENERATE = `
WITH t AS (
  SELECT array_agg(id ORDER BY id) AS ids, array_agg(sport_id ORDER BY id) AS sids,
         array_agg(category_id ORDER BY id) AS cids, count(*)::int AS n
    FROM tournaments WHERE sport_id IN (SELECT id FROM sports WHERE type = 'regular')
), w AS (
  SELECT ARRAY['Al','Ber','Cas','Dor','Ek','Fal','Grü','Hal','Ing','Jö','Kar','Lö','Mar','Nor','Ost','Pé','Quin','Ros','São','Tor'] AS a,
         ARRAY['den','ma','ri','lo','wa','çe','ne','ba','ki','to','lu','ré','sa','ho','vi','gé','ra','mü','no','te'] AS b,
         ARRAY['burg','stadt','ville','ford','haven','mond','holm','gård','sund','berg','dale','wick','feld','bridge','port','field','mouth','minster','ton','by'] AS c,
         ARRAY['FC','United','City','Athletic','Rovers','Sporting','Real','Dynamo'] AS k
)
INSERT INTO events (urn_id, type, slug, sport_id, category_id, tournament_id, name, competitors, start_time, status, provider)
SELECT 'bench:match:' || g, 'match', 'bench-' || g, t.sids[1 + g % t.n], t.cids[1 + g % t.n], t.ids[1 + g % t.n],
       jsonb_build_object('en', x.home || ' vs ' || x.away),
       jsonb_build_object('home', jsonb_build_object('id', 10000000 + 2 * g, 'name', x.home, 'logo', null),
                          'away', jsonb_build_object('id', 10000001 + 2 * g, 'name', x.away, 'logo', null)),
       now() + (g % 2000) * interval '1 hour', CASE WHEN g % 40 = 0 THEN 1 ELSE 0 END, 'betradar'
  FROM generate_series(1, $1::int) AS g, t, w,
       LATERAL (SELECT w.a[1 + g % 20] || w.b[1 + (g / 20) % 20] || w.c[1 + (g / 400) % 20] || ' ' || w.k[1 + (g / 8000) % 8] AS home,
                       w.a[1 + (g * 7) % 20] || w.b[1 + (g * 3) % 20] || w.c[1 + (g * 11) % 20] || ' ' || w.k[1 + g % 8] AS away) AS x`;

/** The baseline: one indexed LIKE over the search keys, rows as JSON. */
const BASELINE_SQL = `SELECT id, name ->> 'en' AS name, competitors, start_time, status FROM events
  WHERE search_key LIKE $1 AND status IN (0, 1) ORDER BY start_time LIMIT 20`;

let api;
let baseline;
let pool;
try {
  // No response cache: every request searches (the baseline has none either).
  api = await startApi(PORT, { DATABASE_URL: benchUrl, FEED_ENABLED: '0', CATALOGUE_CACHE_MS: '0' });
  console.log(`API on ${api.url} (PostgreSQL)`);
  pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  const started = Date.now();
  await pool.query(GENERATE, [EVENTS]);
  await pool.query('ANALYZE events');
  const { rows: count } = await pool.query('SELECT count(*)::int AS n FROM events');
  console.log(
    `${count[0].n} events (${EVENTS} generated in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const { rows: index } = await pool.query(
    `SELECT indexname FROM pg_indexes WHERE tablename = 'events' AND indexname = 'events_search_key_trgm'`,
  );
  if (index.length === 0) throw new Error('no trigram index on events.search_key (is pg_trgm available?)');

  // What players type: a team without its accents, the same with one typo, a word start.
  const { rows: picked } = await pool.query(
    `SELECT competitors -> 'home' ->> 'name' AS team FROM events WHERE urn_id = 'bench:match:4321'`,
  );
  const team = picked[0].team; // e.g. "Kartoburg FC"
  const plain = team.normalize('NFKD').replace(/\p{M}/gu, '');
  const typo = plain.slice(0, 3) + plain.slice(4);
  const queries = [plain, typo, plain.slice(0, 5)];
  console.log(`queries: ${queries.map((q) => JSON.stringify(q)).join(', ')} (team ${JSON.stringify(team)})`);
  const keyOf = async (q) => (await pool.query('SELECT sb_search_key($1) AS k', [q])).rows[0].k;
  const keys = await Promise.all(queries.map(keyOf));
  const plan = await pool.query(`EXPLAIN ${BASELINE_SQL.replace('$1', `'%${keys[0]}%'`)}`);
  console.log(`baseline plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);

  baseline = Fastify({ logger: false });
  baseline.get('/search', async (request) => {
    const key = await keyOf(request.query.q);
    const { rows } = await pool.query(BASELINE_SQL, [`%${key}%`]);
    return { events: rows };
  });
  await baseline.listen({ port: PORT + 1, host: '127.0.0.1' });

  for (const [i, q] of queries.entries()) {
    const ours = await (await fetch(`${api.url}/api/sportsbook/v2/search?q=${encodeURIComponent(q)}`)).json();
    const base = await (await fetch(`http://127.0.0.1:${PORT + 1}/search?q=${encodeURIComponent(q)}`)).json();
    console.log(
      `"${q}": ours ${ours.events.length} events (first ${JSON.stringify(ours.events[0]?.name)}), baseline ${base.events.length}`,
    );
    if (i < 2 && !ours.events.some((e) => e.name.includes(team)))
      throw new Error(`"${q}" did not find ${team}`);
  }

  let turn = 0;
  const load = (base, duration) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `${req.path}?q=${encodeURIComponent(queries[turn++ % queries.length])}`,
          }),
        },
      ],
    }).then((r) => {
      if (r.non2xx || r.errors) throw new Error(`${base}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return r.requests.average;
    });
  const targets = {
    ours: `${api.url}/api/sportsbook/v2/search`,
    baseline: `http://127.0.0.1:${PORT + 1}/search`,
  };
  await compareRounds({ name: NAME, targets, load, rounds: ROUNDS, seconds: SECONDS });
} finally {
  await baseline?.close();
  await pool?.end();
  await api?.stop();
  try {
    // BENCH_KEEP_DB=1 keeps the database to look at query plans afterwards.
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept ${benchUrl}`);
    else await adminPool.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (err) {
    console.error(`could not drop ${dbName}: ${err.message}`);
  }
  await adminPool.end();
}
