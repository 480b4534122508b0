// Throughput of GET /api/sportsbook/v2/matches?limit=50 against a bare Fastify server that returns the
// very same bytes: the ratio is what our routing, validation, database and serialisation cost.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { median, report, startApi } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const PATH = '/api/sportsbook/v2/matches?limit=50';
const PORT = Number(process.env.BENCH_MATCHES_PORT ?? 4200); // the baseline listens on the next port

const api = await startApi(PORT, { NODE_ENV: 'production' });
let baseline;
try {
  const sample = await fetch(`${api.url}${PATH}`);
  if (sample.status !== 200) throw new Error(`GET ${PATH} → ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  console.log(`response: ${body.length} bytes, ${contentType}`);

  baseline = Fastify({ logger: false });
  baseline.get('/api/sportsbook/v2/matches', (_req, reply) => reply.type(contentType).send(body));
  await baseline.listen({ port: PORT + 1, host: '127.0.0.1' });

  const load = (url, duration) =>
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 }).then((r) => {
      if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return r.requests.average;
    });
  const targets = { ours: `${api.url}${PATH}`, baseline: `http://127.0.0.1:${PORT + 1}${PATH}` };

  // Warm both (JIT, caches, connection pools) before measuring.
  await load(targets.ours, 1);
  await load(targets.baseline, 1);

  const rounds = { ours: [], baseline: [] };
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first so drift (thermal, background work) hits both alike.
    const order = i % 2 ? ['baseline', 'ours'] : ['ours', 'baseline'];
    for (const who of order) rounds[who].push(await load(targets[who], SECONDS));
    console.log(
      `round ${i + 1}: ours ${rounds.ours.at(-1).toFixed(0)} req/s, baseline ${rounds.baseline.at(-1).toFixed(0)} req/s`,
    );
  }
  const ours = median(rounds.ours);
  const base = median(rounds.baseline);
  report({
    name: 'api-matches',
    ratio: ours / base,
    ours: `${ours.toFixed(0)} req/s`,
    baseline: `${base.toFixed(0)} req/s`,
  });
} finally {
  await baseline?.close();
  await api.stop();
}
