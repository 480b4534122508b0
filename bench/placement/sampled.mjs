// Runs a load generator (pgbench) as a child and samples the CPU time of it and of the processes it
// makes work (its PostgreSQL backends) from /proc while it runs: both exit at its end, so their CPU is
// the last sample, taken at most SAMPLE_MS before they exit (about 1 % of a 5 s run unseen).
import { spawn } from 'node:child_process';
import { cpuMsOf } from '../lib.mjs';

const SAMPLE_MS = 50;
const FIND_RETRY_MS = 200;

/**
 * Runs `cmd args`; `findPids()` lists the other processes to sample: called `findAfterMs` into the run
 * and again every FIND_RETRY_MS until it lists `expected` (connections still opening on a busy
 * machine). Resolves to { code, stdout, stderr, cpu: { self, others } } (ms; null off Linux).
 */
export function runSampled(cmd, args, findPids, expected, findAfterMs = 300) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const last = new Map();
    let others = [];
    const sample = () => {
      for (const pid of [child.pid, ...others]) {
        const ms = cpuMsOf(pid);
        if (ms !== null) last.set(pid, ms);
      }
    };
    let find;
    const look = () => {
      let found = [];
      try {
        found = findPids();
      } catch {}
      if (found.length > others.length) others = found;
      if (others.length < expected) find = setTimeout(look, FIND_RETRY_MS);
    };
    find = setTimeout(look, findAfterMs);
    const timer = setInterval(sample, SAMPLE_MS);
    child.on('error', (err) => {
      stderr += String(err);
    });
    child.on('close', (code) => {
      clearTimeout(find);
      clearInterval(timer);
      const self = last.get(child.pid) ?? null;
      let sum = 0;
      for (const pid of others) sum += last.get(pid) ?? 0;
      resolve({ code: code ?? 1, stdout, stderr, cpu: self === null ? null : { self, others: sum } });
    });
  });
}
