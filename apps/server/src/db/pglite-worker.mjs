// The PGlite engine in a worker thread of its own (started by db/pglite-thread.ts). PGlite runs
// PostgreSQL as WebAssembly, synchronously: on the main thread every statement held the event loop,
// so under load a goal sent by the feed waited behind hundreds of ms of SQL before its request was
// even read (issue 9 §4). Here the SQL runs beside the HTTP loop instead of inside it.
//
// Plain JavaScript on purpose: Node starts it as it is, under tsx, vitest or plain node.
// Messages in:  {id, op: 'query', sql, params, options: {rowMode, rawTypes}} | {id, op: 'exec', sql}
//               | {id, op: 'dump'} | {id, op: 'close'}
// Messages out: {type: 'ready'} | {type: 'fault', message} | {id, ok: true, result}
//               | {id, ok: false, error: {message, ...fields}}
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** Set after a fault inside the engine: its backend is unsound, nothing more is served. */
let faulted = null;

/**
 * PGlite's execProtocolRawSync swallows any JavaScript exception raised inside its PostgreSQL and
 * carries on with a half-run statement (wrong empty results, or an endless spin). Such a fault is
 * reported before PGlite can swallow it; the main thread decides (by default it ends the process).
 */
function reportEngineFaults(client) {
  const mod = client.mod;
  const loopOnce = mod?._PostgresMainLoopOnce;
  if (!mod || typeof loopOnce !== 'function') return;
  mod._PostgresMainLoopOnce = (...args) => {
    try {
      return loopOnce(...args);
    } catch (err) {
      if (err instanceof RangeError || err instanceof WebAssembly.RuntimeError) {
        faulted = String(err);
        port.postMessage({ type: 'fault', message: faulted });
      }
      throw err;
    }
  };
}

/** Row parsers that keep the listed types as PostgreSQL's text (Drizzle's, all identity). */
function rawParsers(types) {
  const parsers = {};
  for (const oid of types ?? []) parsers[oid] = (value) => value;
  return parsers;
}

/**
 * A database error as plain data: message plus pg-protocol's scalar fields (code, severity, detail…).
 * Its query, params and options stay here: the options hold functions, which cannot be cloned.
 */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'query' && key !== 'params' && ['string', 'number', 'boolean'].includes(typeof value)) {
      data[key] = value;
    }
  }
  return data;
}

/** Answers one request; an answer that cannot be cloned becomes an error answer, never silence. */
function reply(id, ok, payload) {
  try {
    port.postMessage(ok ? { id, ok, result: payload } : { id, ok, error: payload });
  } catch (err) {
    port.postMessage({ id, ok: false, error: { message: `PGlite worker: cannot send the answer (${err})` } });
  }
}

// PostgreSQL's default shared_buffers (128MB) sits in the WebAssembly memory for good; the files stay in
// the OS page cache anyway, so a small pool costs little (issue 13: API memory; 8MB touches 8 MB less
// of it than 16MB, with no change api-matches could see). PGLITE_SHARED_BUFFERS.
const options = {
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || '8MB'}`,
  ],
};
// A data directory dumped by another instance (`dump`): tests start from a migrated copy instead of
// running initdb and every migration again.
if (workerData?.loadDataDir) options.loadDataDir = new Blob([workerData.loadDataDir]);
const client = workerData?.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
await client.waitReady;
reportEngineFaults(client);

async function handle(msg) {
  if (faulted) throw new Error(`PGlite engine fault: ${faulted}`);
  if (msg.op === 'query') {
    const { rowMode, rawTypes } = msg.options ?? {};
    return client.query(msg.sql, msg.params, {
      ...(rowMode ? { rowMode } : {}),
      ...(rawTypes ? { parsers: rawParsers(rawTypes) } : {}),
    });
  }
  if (msg.op === 'exec') return client.exec(msg.sql);
  if (msg.op === 'dump') return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  if (msg.op === 'close') return client.close();
  throw new Error(`unknown op ${msg.op}`);
}

// One message at a time, in order: a transaction's statements arrive one by one from the main
// thread, which holds its DbGate for the whole transaction.
let chain = Promise.resolve();
port.on('message', (msg) => {
  chain = chain.then(async () => {
    try {
      reply(msg.id, true, await handle(msg));
    } catch (err) {
      reply(msg.id, false, errorData(err));
    }
    if (msg.op === 'close') port.close();
  });
});
port.postMessage({ type: 'ready' });
