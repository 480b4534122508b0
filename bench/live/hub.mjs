// Child process of bench/live-render.mjs: our push hub (Fastify + pushPlugin from apps/server, the
// Centrifugo protocol the web app's `centrifuge` client speaks) and the driver of the update stream.
//   node --import tsx bench/live/hub.mjs
// IPC: token → {token} (anonymous connection token); subscribers → {count} on public:en;
// run {markets, targets, rate, seconds, tickMs} → publishes `rate` outcome updates per second for
// `seconds` s as markets_changed publications on public:en, then {updates, publications}.
// Every tick moves the next targets (round robin) by one odds step and publishes, per match touched,
// its market in full with `bench_sent` (epoch ms, performance.timeOrigin + performance.now()).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { testPushConfig } from '../../apps/server/src/modules/push/config.ts';
import { pushPlugin } from '../../apps/server/src/modules/push/plugin.ts';

const CHANNEL = 'public:en';
const epochNow = () => performance.timeOrigin + performance.now();

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(pushPlugin, { config: testPushConfig() });
await app.listen({ host: '127.0.0.1', port: 0 });

/** Odds ×1000 for a target's k-th update: 1.10 … 4.99 in 0.01 steps, never the previous value. */
const oddsFor = (target, k) => 1100 + 10 * ((target * 37 + k) % 390);

async function run({ markets, targets, rate, seconds, tickMs }) {
  // markets: Market objects (main markets of the page's matches); targets: [marketIndex, outcomeIndex].
  const state = markets.map((m) => structuredClone(m));
  const perTarget = new Array(targets.length).fill(0);
  const total = Math.round(rate * seconds);
  const perTick = (rate * tickMs) / 1000;
  let next = 0;
  let sent = 0;
  let publications = 0;
  const start = performance.now();
  for (let tick = 0; sent < total; tick++) {
    const due = start + tick * tickMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const quota = Math.min(total, Math.round((tick + 1) * perTick)) - sent;
    const touched = new Set();
    for (let i = 0; i < quota; i++) {
      const t = next;
      next = (next + 1) % targets.length;
      const [m, o] = targets[t];
      const outcome = state[m].outcomes[o];
      let odds = oddsFor(t, ++perTarget[t]);
      if (odds === outcome.odds) odds = oddsFor(t, ++perTarget[t]);
      outcome.odds = odds;
      touched.add(m);
      sent++;
    }
    const stamp = epochNow();
    for (const m of touched) {
      const market = state[m];
      await app.push.publish(CHANNEL, {
        event_name: 'markets_changed',
        message: { match_id: market.match_id, markets: [market], bench_sent: stamp },
      });
      publications++;
    }
  }
  return { updates: sent, publications, seconds: (performance.now() - start) / 1000 };
}

process.on('message', async (msg) => {
  if (msg.type === 'token') process.send({ type: 'token', token: await app.pushTokens.connectionToken('') });
  else if (msg.type === 'subscribers')
    process.send({ type: 'subscribers', count: app.pushHub.subscriberCount(CHANNEL) });
  else if (msg.type === 'now') process.send({ type: 'now', now: epochNow() });
  else if (msg.type === 'run') process.send({ type: 'ran', ...(await run(msg)) });
  else if (msg.type === 'exit') {
    await app.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', port: app.server.address().port });
