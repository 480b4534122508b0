import { spawn } from 'node:child_process';
import path from 'node:path';

/** How a child process ended, with all it wrote. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript fixture (through tsx, from apps/server) to its end; a child still running after
 * `killAfterMs` (a process that hangs, as a stuck PGlite did) is killed with SIGKILL.
 */
export function runTsFixture(fixture: string, args: string[] = [], killAfterMs = 60_000): Promise<ChildExit> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
    cwd: path.join(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
