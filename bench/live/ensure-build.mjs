// Run by bench/live-render.mjs under `flock /tmp/next-build.lock` (the lock other harnesses and
// engineers build under): checks, while holding the lock, that apps/web has a build that contains
// the live code, and builds it (for the e2e API URL, like first-load-js) only when it does not.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildWeb, webDir } from '../../scripts/lib/proc.mjs';

const buildId = path.join(webDir, '.next', 'BUILD_ID');
const liveStore = path.join(webDir, 'features', 'live', 'live-store.ts');
const stale =
  !existsSync(buildId) ||
  process.env.BENCH_REBUILD === '1' ||
  (existsSync(liveStore) && statSync(liveStore).mtimeMs > statSync(buildId).mtimeMs);
if (stale) {
  console.log('building the web app…');
  process.exit(await buildWeb('http://127.0.0.1:4100'));
}
