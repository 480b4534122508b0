#!/usr/bin/env node
// `npm start`: install what is missing, build the web app when needed, then run the API and the web
// server side by side until Ctrl-C or until either dies. Node builtins only (runs before dependencies are installed).
import {
  API_PROCESS_ENV,
  apiCommand,
  buildWeb,
  isLoopback,
  localAddress,
  needsInstall,
  nextStartCommand,
  npmCi,
  portIsFree,
  repoRoot,
  startService,
  startSettings,
  stopService,
  waitForHttp,
  webBuildReason,
  webDir,
} from './lib/proc.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.PORT ?? 3000);
// The example host page that embeds the sportsbook from another origin (packages/embed/demo).
const embedPort = Number(process.env.EMBED_DEMO_PORT ?? 3001);
const embedOrigins =
  process.env.EMBED_ALLOWED_ORIGINS ?? `http://localhost:${embedPort},http://127.0.0.1:${embedPort}`;
// Loopback by default: the demo's development endpoints (mailbox, wallet credit) are not for the network.
const { host, apiHost, loopback, devTools } = startSettings();
// 127.0.0.1 rather than localhost: Next's proxy then never tries ::1 when the API listens on IPv4 only.
const apiUrl = process.env.API_URL ?? `http://${localAddress(apiHost)}:${apiPort}`;
// The web app's error reports go to the API's local collector (through the web app's /api proxy)
// when the development endpoints are on, unless ERROR_REPORTING_URL names another endpoint.
const errorReportingUrl =
  process.env.ERROR_REPORTING_URL ?? (devTools === '1' ? '/api/dev/error-reports' : '');
const shown = (h, port) =>
  `http://${isLoopback(h) || localAddress(h) === '127.0.0.1' ? 'localhost' : localAddress(h)}:${port}`;

function fail(message, code = 1) {
  console.error(`\n[start] ${message}`);
  process.exit(code);
}

process.chdir(repoRoot);

if (needsInstall()) {
  console.log('[start] installing dependencies (npm install)…');
  if ((await npmCi()) !== 0) fail('npm ci failed');
}

// Rebuild only when the build is missing, was made for another API_URL, or a source is newer than it:
// a Next production build takes a minute or two, and restarting the demo should not cost that.
const reason = webBuildReason(apiUrl);
if (reason) {
  console.log(`[start] building the web app (${reason})…`);
  if ((await buildWeb(apiUrl)) !== 0) fail('web build failed');
} else {
  console.log('[start] web build is up to date');
}

for (const [what, port] of [
  ['API_PORT', apiPort],
  ['PORT', webPort],
  ['EMBED_DEMO_PORT', embedPort],
]) {
  if (!(await portIsFree(port)))
    fail(`port ${port} (${what}) is already in use; stop what holds it or set ${what}`);
}

const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((c) => stopService(c, 'SIGTERM')));
  process.exit(code);
}

function watch(child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${child.name} exited (${signal ?? code}); stopping the stack`);
    shutdown(code ?? 1);
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.log(`\n[start] ${sig}: stopping…`);
    shutdown(sig === 'SIGINT' ? 130 : 143);
  });
}

const [apiCmd, apiArgs] = apiCommand();
const api = startService('api', apiCmd, apiArgs, {
  env: { ...API_PROCESS_ENV, API_PORT: String(apiPort), HOST: host, API_HOST: apiHost, DEV_TOOLS: devTools },
});
watch(api);
try {
  await waitForHttp(`http://${localAddress(apiHost)}:${apiPort}/api/health`, {
    child: api,
    timeoutMs: 180_000,
  });
} catch (err) {
  console.error(`[start] ${err.message}`);
  await shutdown(1);
}

const [webCmd, webArgs] = nextStartCommand(webPort, host);
const web = startService('web', webCmd, webArgs, {
  cwd: webDir,
  env: {
    PORT: String(webPort),
    API_URL: apiUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    EMBED_ALLOWED_ORIGINS: embedOrigins,
    ERROR_REPORTING_URL: errorReportingUrl,
  },
});
watch(web);
try {
  await waitForHttp(`http://${localAddress(host)}:${webPort}/`, { child: web, accept: (s) => s < 500 });
} catch (err) {
  console.error(`[start] ${err.message}`);
  await shutdown(1);
}

const embed = startService('embed-demo', process.execPath, ['packages/embed/demo/server.mjs'], {
  env: {
    EMBED_DEMO_PORT: String(embedPort),
    EMBED_DEMO_HOST: host,
    SPORTSBOOK_URL: shown(host, webPort),
    API_URL: apiUrl,
  },
});
watch(embed);
try {
  await waitForHttp(`http://${localAddress(host)}:${embedPort}/`, { child: embed });
} catch (err) {
  console.error(`[start] ${err.message}`);
  await shutdown(1);
}

console.log(`
  Sportsbook is running
    web       ${shown(host, webPort)}
    API       ${shown(apiHost, apiPort)}
    API docs  ${shown(apiHost, apiPort)}/api/docs
    embedded  ${shown(host, embedPort)} (an example host page on another origin)${
      errorReportingUrl.startsWith('/api/dev/')
        ? `\n    errors    ${shown(host, webPort)}${errorReportingUrl} (error reports received)`
        : ''
    }
    demo      demo@sportsbook.test / demo-password-1
  Ctrl-C stops them all.${
    loopback
      ? ''
      : `\n  Listening beyond this machine (HOST=${host}): development endpoints ${devTools === '1' ? 'ON (DEV_TOOLS=1)' : 'off'}.`
  }
`);
