#!/usr/bin/env node
// `npm run bench`: runs every bench file under bench/ (each in its own process) and prints one line per
// result: `name: ratio X.XX (ours … vs baseline …)` (a bench file may print several results, e.g. one per
// metric). `npm run bench -- api` runs the files matching "api".
// A bench that cannot run here (e.g. no PostgreSQL) prints `BENCH_SKIP {name, reason}` and exits 0: it shows as
// `name: skipped (reason)` and does not fail the run. Benchmarks are never part of `npm test`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const dir = import.meta.dirname;
const filter = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !['run.mjs', 'lib.mjs'].includes(f))
  .filter((f) => !filter.length || filter.some((x) => f.includes(x)))
  .sort();

const lines = [];
const notes = [];
const skipped = [];
let failed = 0;
for (const file of files) {
  console.log(`\n── ${file}`);
  const result = await new Promise((resolve) => {
    const found = [];
    const child = spawn(process.execPath, [path.join(dir, file)], { stdio: ['ignore', 'pipe', 'inherit'] });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('BENCH_RESULT ')) found.push(JSON.parse(line.slice('BENCH_RESULT '.length)));
      else if (line.startsWith('BENCH_SKIP ')) skipped.push(JSON.parse(line.slice('BENCH_SKIP '.length)));
      else console.log(`  ${line}`);
    });
    child.on('close', (code) => resolve(code === 0 && found.length ? found : code === 0 ? 'skipped' : null));
  });
  const name = path.basename(file, '.mjs');
  if (result === 'skipped' && skipped.some((s) => s.name === name)) {
    for (const s of skipped.filter((x) => x.name === name)) lines.push(`${name}: skipped (${s.reason})`);
  } else if (result && result !== 'skipped') {
    for (const r of result) {
      lines.push(`${r.name}: ratio ${r.ratio.toFixed(2)} (ours ${r.ours} vs baseline ${r.baseline})`);
      notes.push(`${r.name}: ${r.better === 'lower' ? 'lower' : 'higher'} is better`);
    }
  } else {
    failed++;
    lines.push(`${name}: FAILED`);
  }
}

console.log('\n── results');
for (const line of lines) console.log(line);
if (notes.length) console.log(`(${notes.join('; ')})`);
process.exit(failed ? 1 : 0);
