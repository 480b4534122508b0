#!/usr/bin/env node
// The example host page (issue 15): a casino-like page on a second origin that embeds the sportsbook
// with this package's SDK. `npm start` runs it on http://localhost:3001 (EMBED_DEMO_PORT); the e2e
// suite runs it beside its stack. Env: EMBED_DEMO_PORT, EMBED_DEMO_HOST, SPORTSBOOK_URL (the web app
// to frame), API_URL (where the host's back end signs players in, as an operator's would).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.EMBED_DEMO_PORT ?? 3001);
const host = process.env.EMBED_DEMO_HOST ?? '127.0.0.1';
const sportsbookUrl = process.env.SPORTSBOOK_URL ?? 'http://localhost:3000';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The SDK as one browser script (global `SportsbookEmbed`), built once at start.
const sdk = (
  await build({
    entryPoints: [path.join(here, '..', 'src', 'index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'SportsbookEmbed',
    minify: true,
    write: false,
    target: 'es2020',
  })
).outputFiles[0].text;

const page = () =>
  readFileSync(path.join(here, 'index.html'), 'utf8').replace('%SPORTSBOOK_URL%', encodeURI(sportsbookUrl));
const script = () => readFileSync(path.join(here, 'host.js'), 'utf8');

const CSP = `default-src 'self'; frame-src ${new URL(sportsbookUrl).origin}; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'`;

/** The host's back end: signs the player in at the sportsbook API for a bearer token (server to server). */
async function signIn(request, response) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) return send(response, 413, { error: 'too large' });
  }
  let credentials;
  try {
    const { email, password } = JSON.parse(body);
    credentials = { email: String(email), password: String(password), bearer: true };
  } catch {
    return send(response, 400, { error: 'bad json' });
  }
  const answer = await fetch(`${apiUrl}/api/platform/users/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  }).catch(() => null);
  if (!answer) return send(response, 502, { error: 'sportsbook API unreachable' });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok) return send(response, answer.status, { error: json.message ?? 'sign-in refused' });
  return send(response, 200, { token: json.token, name: json.player?.email ?? credentials.email });
}

function send(response, status, json) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(json));
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://host');
  const text = (type, content) => {
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Security-Policy': CSP,
      'Cache-Control': 'no-store',
    });
    response.end(content);
  };
  if (request.method === 'POST' && url.pathname === '/host/sign-in') return void signIn(request, response);
  if (request.method !== 'GET') return send(response, 405, { error: 'method not allowed' });
  if (url.pathname === '/' || url.pathname === '/index.html') return text('text/html; charset=utf-8', page());
  if (url.pathname === '/sdk.js') return text('text/javascript; charset=utf-8', sdk);
  if (url.pathname === '/host.js') return text('text/javascript; charset=utf-8', script());
  return send(response, 404, { error: 'not found' });
});

server.listen(port, host, () => {
  console.log(`[embed-demo] host page on http://localhost:${port} framing ${sportsbookUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
