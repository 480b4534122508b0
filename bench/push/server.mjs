// Child process of bench/push-fanout.mjs: one push server, driven over IPC by the parent.
//   node --expose-gc --import tsx bench/push/server.mjs ours|baseline
// ours: a Fastify app with only the push plugin (apps/server/src/modules/push), i.e. the embedded hub
// speaking the Centrifugo protocol, publishing through `app.push.publish`. baseline: a bare `ws`
// server that sends every connected socket the very same `{"push":{channel,pub}}` frame.
// IPC commands: mem → {rss, heap} (heap = V8 heap used + external); subscribers → {count}; run {count, rate} → publishes `count`
// messages at `rate` per second, each stamped with the monotonic clock, then {start, end}.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, WebSocketServer } from 'ws';

export const CHANNEL = 'public:en';
const mode = process.argv[2];
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** A markets_changed publication about the size of a real one, with the bench stamp first. */
function publication(seq, sent) {
  return {
    event_name: 'markets_changed',
    message: {
      bench_t: sent,
      bench_seq: seq,
      match_id: 1001,
      markets: [
        {
          match_id: 1001,
          match_urn_id: 'sr:match:1001',
          id: 1,
          name: '1x2',
          status: 0,
          specifier: '',
          outcomes: [
            { id: '1', name: 'Home', active: true, odds: 2100 + (seq % 50) },
            { id: '2', name: 'Draw', active: true, odds: 3400 - (seq % 40) },
            { id: '3', name: 'Away', active: true, odds: 3900 + (seq % 30) },
          ],
          market_groups: ['main'],
          priority: 1,
          most_balanced: true,
          next_bet_stop: null,
          custom_bet_groups: [],
          provider: 'betradar',
        },
      ],
    },
  };
}

let publish;
let subscribers;
let close;
let port;

if (mode === 'ours') {
  const [{ default: Fastify }, zod, { pushPlugin }, { testPushConfig }] = await Promise.all([
    import('fastify'),
    import('fastify-type-provider-zod'),
    import('../../apps/server/src/modules/push/plugin.ts'),
    import('../../apps/server/src/modules/push/config.ts'),
  ]);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(zod.validatorCompiler);
  app.setSerializerCompiler(zod.serializerCompiler);
  await app.register(pushPlugin, { config: testPushConfig() });
  await app.listen({ host: '127.0.0.1', port: 0, backlog: 2048 });
  port = app.server.address().port;
  publish = (data) => app.push.publish(CHANNEL, data);
  subscribers = () => app.pushHub.subscriberCount(CHANNEL);
  close = () => app.close();
} else if (mode === 'baseline') {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/connection/websocket', perMessageDeflate: false });
  let offset = 0;
  publish = (data) => {
    const frame = JSON.stringify({ push: { channel: CHANNEL, pub: { data, offset: ++offset } } });
    for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN) ws.send(frame);
  };
  subscribers = () => wss.clients.size;
  close = () =>
    new Promise((resolve) => {
      for (const ws of wss.clients) ws.terminate();
      wss.close(() => server.close(() => resolve()));
    });
  await new Promise((resolve) => server.listen({ host: '127.0.0.1', port: 0, backlog: 2048 }, resolve));
  port = server.address().port;
} else {
  throw new Error(`usage: server.mjs ours|baseline (got ${mode})`);
}

async function memory() {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await sleep(50);
  }
  const m = process.memoryUsage();
  // heap: what JavaScript objects and native buffers hold (deterministic); rss: what the OS sees.
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

/** Publishes `count` messages on a fixed schedule (drift-corrected), each stamped at publish time. */
async function runPublishes(count, rate) {
  const period = 1000 / rate;
  const start = nowMs();
  for (let seq = 0; seq < count; seq++) {
    const due = start + seq * period;
    const wait = due - nowMs();
    if (wait > 1) await sleep(wait);
    await publish(publication(seq, nowMs()));
  }
  return { start, end: nowMs() };
}

process.on('message', async (msg) => {
  if (msg.type === 'mem') process.send({ type: 'mem', ...(await memory()) });
  else if (msg.type === 'subscribers') process.send({ type: 'subscribers', count: subscribers() });
  else if (msg.type === 'run') process.send({ type: 'ran', ...(await runPublishes(msg.count, msg.rate)) });
  else if (msg.type === 'exit') {
    await close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', port });
