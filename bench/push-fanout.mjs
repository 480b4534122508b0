// Fan-out of our push hub (apps/server/src/modules/push: Fastify + pushPlugin, Centrifugo JSON protocol)
// to N local WebSocket clients against a bare `ws` server broadcasting the very same frames, for N in
// BENCH_FANOUT_NS (default 1000,5000). Per N and side: deliveries per second (publications at RATE/s on
// public:en, receipts counted by the clients, over first publish → last receipt), p99 publish-to-receive
// latency (monotonic clock stamped in each publication), and server memory per connection: the delta
// of V8 heap used + external after connecting N clients (after GC), divided by N. The RSS delta is
// printed too but not used for the ratio: on this machine it moves in steps of several MB (young
// generation growth, malloc arenas) and was dominated by that noise at N=1000.
// Servers and clients are separate processes (2 client processes), so receivers never share the
// server's event loop. Load clients speak the protocol with raw frames (bench/push/clients.mjs); the
// real `centrifuge` client is checked once against our hub. Rounds alternate sides; medians reported.
import { fork } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Centrifuge } from 'centrifuge';
import { WebSocket } from 'ws';
import { median, report } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const NS = (process.env.BENCH_FANOUT_NS ?? '1000,5000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const CLIENT_PROCESSES = 2;
// Publications per trial: RATE × SECONDS, fewer for large N so that one trial carries at most about
// DELIVERY_BUDGET deliveries (on 2 shared cores both sides saturate well below RATE × 5000 per second;
// the budget keeps the run to about 3 minutes), never less than one second's worth.
const DELIVERY_BUDGET = Number(process.env.BENCH_DELIVERY_BUDGET ?? 250_000);
const messagesFor = (n) =>
  Math.min(Math.round(RATE * SECONDS), Math.max(RATE, Math.floor(DELIVERY_BUDGET / n)));
const WARMUP_CONNECTIONS = 50;
const dir = path.join(import.meta.dirname, 'push');
const WS_PATH = '/connection/websocket';

// Each connection is a file descriptor in the server and in a client process.
const fdLimit = Number(
  (await import('node:child_process')).execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim(),
);
const maxN = Math.max(...NS);
if (Number.isFinite(fdLimit) && maxN / CLIENT_PROCESSES + 200 > fdLimit) {
  throw new Error(`ulimit -n is ${fdLimit}: too low for ${maxN} clients; raise it or set BENCH_FANOUT_NS`);
}

/** Resolves with the child's next IPC message of `type`. */
function next(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (msg) => {
      if (msg.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg);
    };
    const onExit = (code) => reject(new Error(`child exited (${code}) while waiting for ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function ask(child, type, extra = {}) {
  const reply = next(child, type === 'run' ? 'ran' : type);
  child.send({ type, ...extra });
  return reply;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    child.send({ type: 'exit' });
  } catch {}
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

function percentile(hist, p) {
  const entries = [...hist].sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((n, [, c]) => n + c, 0);
  let seen = 0;
  for (const [bucket, count] of entries) {
    seen += count;
    if (seen >= total * p) return (bucket + 1) * 0.05;
  }
  return Number.NaN;
}

/** The real centrifuge client against our hub: connects, subscribes, receives one publication. */
async function verifyRealClient(wsUrl, token, server) {
  const client = new Centrifuge(wsUrl, { websocket: WebSocket, token });
  const sub = client.newSubscription('public:en');
  const got = new Promise((resolve) => sub.on('publication', (ctx) => resolve(ctx.data)));
  const subscribed = new Promise((resolve) => sub.on('subscribed', resolve));
  sub.subscribe();
  client.connect();
  await Promise.race([subscribed, sleep(5000).then(() => Promise.reject(new Error('no subscribe')))]);
  await ask(server, 'run', { count: 1, rate: 1 });
  const data = await Promise.race([got, sleep(5000).then(() => null)]);
  client.disconnect();
  if (data?.event_name !== 'markets_changed') {
    throw new Error('the centrifuge client did not receive the publication');
  }
  console.log(
    'centrifuge client: connected, subscribed to public:en, received a markets_changed publication',
  );
}

let verified = false;

/**
 * Opens and closes a few connections (handshake included) before the memory baseline is read, so
 * one-time costs of the first connection (lazy modules, JIT, crypto) are not charged per connection.
 */
async function warmUp(wsUrl, mode, token) {
  await Promise.all(
    Array.from(
      { length: WARMUP_CONNECTIONS },
      () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
          ws.on('error', reject);
          ws.on('open', () => {
            if (mode === 'raw') return resolve(ws);
            ws.send(JSON.stringify({ id: 1, connect: { token, name: 'warm-up' } }));
            ws.send(JSON.stringify({ id: 2, subscribe: { channel: 'public:en' } }));
          });
          ws.on('message', (buf) => {
            if (buf.toString().startsWith('{"id":2,')) resolve(ws);
          });
        }),
    ),
  ).then((sockets) => {
    for (const ws of sockets) ws.terminate();
  });
  await sleep(200);
}

/**
 * One side in one round: a fresh server, then for each N (ascending) the clients grow to N, the
 * server's memory is read, and messagesFor(N) publications are timed. Returns one result per N.
 */
async function trial(who) {
  const server = fork(path.join(dir, 'server.mjs'), [who], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const clients = [];
  const out = {};
  try {
    const { port } = await next(server, 'ready');
    const wsUrl = `ws://127.0.0.1:${port}${WS_PATH}`;
    let token = '';
    if (who === 'ours') {
      const res = await fetch(`http://127.0.0.1:${port}/api/sportsbook/v2/websocket/token`, {
        method: 'POST',
      });
      if (!res.ok) throw new Error(`POST /websocket/token → ${res.status}`);
      token = (await res.json()).token;
      if (!verified) {
        await verifyRealClient(wsUrl, token, server);
        verified = true;
      }
    }
    const mode = who === 'ours' ? 'centrifugo' : 'raw';
    await warmUp(wsUrl, mode, token);
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      clients.push(
        fork(path.join(dir, 'clients.mjs'), [wsUrl, mode, token], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
    }
    const before = await ask(server, 'mem');
    let open = 0;
    for (const n of NS) {
      const connectStart = Date.now();
      const opened = await Promise.all(
        clients.map((c, i) => {
          const add = n - open;
          return ask(c, 'open', {
            count: Math.floor(add / CLIENT_PROCESSES) + (i < add % CLIENT_PROCESSES ? 1 : 0),
          });
        }),
      );
      open = n;
      const failed = opened.reduce((s, r) => s + r.failed, 0);
      const { count: subscribed } = await ask(server, 'subscribers');
      if (failed || subscribed !== n) {
        throw new Error(`${who} N=${n}: ${subscribed} subscribed, ${failed} failed`);
      }
      const connectMs = Date.now() - connectStart;
      const after = await ask(server, 'mem');
      await Promise.all(clients.map((c) => ask(c, 'reset')));

      const messages = messagesFor(n);
      const expected = n * messages;
      const ran = await ask(server, 'run', { count: messages, rate: RATE });
      // Drain: until every receipt is in, or no progress for 2 s (bounded).
      let total = 0;
      let lastChange = Date.now();
      while (total < expected && Date.now() - lastChange < 2000) {
        await sleep(100);
        const counts = await Promise.all(clients.map((c) => ask(c, 'progress')));
        const now = counts.reduce((s, c) => s + c.count, 0);
        if (now !== total) lastChange = Date.now();
        total = now;
      }
      const reports = await Promise.all(clients.map((c) => ask(c, 'report')));
      const hist = new Map();
      for (const r of reports) for (const [b, c] of r.hist) hist.set(b, (hist.get(b) ?? 0) + c);
      const received = reports.reduce((s, r) => s + r.count, 0);
      const lastReceipt = Math.max(...reports.map((r) => r.last));
      const result = {
        deliveries: received / ((lastReceipt - ran.start) / 1000),
        p50: percentile(hist, 0.5),
        p99: percentile(hist, 0.99),
        rssPerConn: (after.rss - before.rss) / n,
        memPerConn: (after.heap - before.heap) / n,
      };
      console.log(
        `  ${who.padEnd(8)} N=${n}: ${result.deliveries.toFixed(0)} deliveries/s (${received}/${expected}), ` +
          `p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, ` +
          `memory ${(result.memPerConn / 1024).toFixed(1)} KiB/conn (RSS ${(result.rssPerConn / 1024).toFixed(1)}), ` +
          `connect ${connectMs} ms`,
      );
      out[n] = result;
    }
    return out;
  } finally {
    await Promise.all(clients.map(stop));
    await stop(server);
  }
}

console.log(
  `${ROUNDS} rounds, N in ${NS.join(', ')}, ${NS.map((n) => `${messagesFor(n)}`).join('/')} publications ` +
    `at ${RATE}/s to public:en, ${CLIENT_PROCESSES} client processes, ulimit -n ${fdLimit}`,
);
console.log('(deliveries/s: higher is better; p99 latency and memory per connection: lower is better)');
const results = Object.fromEntries(NS.map((n) => [n, { ours: [], baseline: [] }]));
for (let round = 0; round < ROUNDS; round++) {
  console.log(`round ${round + 1}`);
  // Alternate which side goes first so drift (other load on the machine) hits both alike.
  for (const who of round % 2 ? ['baseline', 'ours'] : ['ours', 'baseline']) {
    const byN = await trial(who);
    for (const n of NS) results[n][who].push(byN[n]);
  }
}

for (const n of NS) {
  const med = (who, key) => median(results[n][who].map((r) => r[key]));
  const kib = (b) => `${(b / 1024).toFixed(1)} KiB/conn`;
  const metrics = [
    ['deliveries', 'higher', (v) => `${v.toFixed(0)} deliveries/s`],
    ['p99', 'lower', (v) => `p99 ${v.toFixed(2)} ms`],
    ['memPerConn', 'lower', kib],
  ];
  for (const [key, better, fmt] of metrics) {
    const ours = med('ours', key);
    const base = med('baseline', key);
    report({
      name: `push-fanout-${n}-${key === 'memPerConn' ? 'memory' : key === 'p99' ? 'latency-p99' : key}`,
      ratio: ours / base,
      ours: fmt(ours),
      baseline: fmt(base),
      better,
    });
  }
}
