// Runs a load generator (pgbench) as a child and samples the CPU time of it and of the processes it
// makes work (its PostgreSQL backends) from /proc while it runs: both exit at its end, so their CPU is
// the last sample, taken at most SAMPLE_MS before they exit (about 1 % of a 5 s run unseen).
import { spawn } from 'node:child_process';
import { cpuMsOf } from '../lib.mjs';

const SAMPLE_MS = 50;

/**
 * Runs `cmd args`; `findPids()` (called once, `findAfterMs` into the run) lists the other processes to
 * sample. Resolves to { code, stdout, stderr, cpu: { self, others } } (ms; null off Linux).
 */
export function runSampled(cmd, args, findPids, findAfterMs = 300) {
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
    const find = setTimeout(() => {
      others = findPids();
    }, findAfterMs);
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
