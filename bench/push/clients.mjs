// Child process of bench/push-fanout.mjs: `count` raw `ws` connections to one push server.
//   node bench/push/clients.mjs URL centrifugo|raw [TOKEN]
// centrifugo: each socket speaks the Centrifugo JSON protocol by hand (connect with TOKEN, subscribe to
// public:en, answer server pings) — raw frames rather than the `centrifuge` client, which is too heavy
// for thousands of connections in one process. raw: just connect (the baseline broadcasts to all).
// Every publication carries `"bench_t":<monotonic ms at publish>`; the receive latency goes into a
// histogram of 50 µs buckets. IPC: open {count} → {ok, failed} (adds sockets); reset (forgets receipts);
// progress → {count}; report → {count, hist, last}.
import { WebSocket } from 'ws';

const [url, mode, token] = process.argv.slice(2);
const CONCURRENCY = 100;
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const STAMP = Buffer.from('"bench_t":');
const BUCKET_MS = 0.05;

let received = 0;
let last = 0;
const hist = new Map();
const sockets = [];

function onPublication(buf) {
  const at = buf.indexOf(STAMP);
  if (at < 0) return false;
  const from = at + STAMP.length;
  const to = buf.indexOf(44, from); // ','
  const latency = nowMs() - Number(buf.toString('latin1', from, to));
  const bucket = Math.floor(latency / BUCKET_MS);
  hist.set(bucket, (hist.get(bucket) ?? 0) + 1);
  received++;
  last = nowMs();
  return true;
}

function open() {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      resolve(ok);
    };
    ws.on('error', () => finish(false));
    ws.on('close', () => finish(false));
    ws.on('message', (buf) => {
      if (onPublication(buf)) return;
      if (mode !== 'centrifugo') return;
      const text = buf.toString();
      for (const line of text.split('\n')) {
        if (line === '{}')
          ws.send('{}'); // server ping
        else if (line.startsWith('{"id":2,')) finish(line.startsWith('{"id":2,"subscribe"'));
        else if (line.includes('"error"')) finish(false);
      }
    });
    ws.on('open', () => {
      sockets.push(ws);
      if (mode === 'centrifugo') {
        ws.send(JSON.stringify({ id: 1, connect: { token, name: 'bench' } }));
        ws.send(JSON.stringify({ id: 2, subscribe: { channel: 'public:en' } }));
      } else finish(true);
    });
  });
}

async function openMany(count) {
  let ok = 0;
  let failed = 0;
  let started = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, count) }, async () => {
      while (started < count) {
        started++;
        if (await open()) ok++;
        else failed++;
      }
    }),
  );
  return { ok, failed };
}

process.on('message', async (msg) => {
  if (msg.type === 'open') process.send({ type: 'open', ...(await openMany(msg.count)) });
  else if (msg.type === 'reset') {
    received = 0;
    last = 0;
    hist.clear();
    process.send({ type: 'reset' });
  } else if (msg.type === 'progress') process.send({ type: 'progress', count: received });
  else if (msg.type === 'report') process.send({ type: 'report', count: received, last, hist: [...hist] });
  else if (msg.type === 'exit') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
