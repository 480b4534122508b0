import path from 'node:path';
import { repoRoot, stopService } from '../scripts/lib/proc.mjs';
import { startPageStack } from './lib.mjs';
const started = { api: undefined, children: [] };
await startPageStack({ apiPort: 4100, webPort: 3100, basePort: 3201, baselineDir: path.join(repoRoot, 'bench', 'baseline-next') }, started);
console.log('STACK READY');
const stop = async () => { await Promise.all(started.children.map((c) => stopService(c))); await started.api?.stop(); process.exit(0); };
process.on('SIGTERM', stop); process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
