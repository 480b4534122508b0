// Throughput of GET /api/sportsbook/v2/matches?limit=50 against a bare Fastify server that returns the
// very same bytes: the ratio is what our routing, validation, database and serialisation cost.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { compareRounds, startApi } from './lib.mjs';

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

  // Warmed (JIT, caches, connection pools), then rounds alternating which goes first.
  await compareRounds({ name: 'api-matches', targets, load, rounds: ROUNDS, seconds: SECONDS });
} finally {
  await baseline?.close();
  await api.stop();
}
