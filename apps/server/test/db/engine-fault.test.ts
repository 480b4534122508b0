import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 9 §1: PGlite swallowed a V8 stack overflow raised inside its PostgreSQL and went on with a
// half-run statement (no rows, or a loop that never ended). openDatabase makes such a fault end the
// process with a fatal log line, so a supervisor restarts it on a sound database. PGlite only.

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the fixture; a child still running after 60 s (the old spin) is killed. */
function runDeepStatement(): Promise<Exit> {
  const fixture = path.join(import.meta.dirname, 'fixtures/deep-statement.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: path.join(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('a fault inside PGlite', () => {
  it('ends the process with a fatal log line instead of answering from a broken backend', async () => {
    const exit = await runDeepStatement();
    expect(exit.stdout).not.toContain('answered');
    expect(exit.code).toBe(70);
    const line = exit.stderr.split('\n').find((l) => l.includes('fault inside PostgreSQL'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 60,
      msg: expect.stringContaining('Maximum call stack size exceeded'),
    });
  });
});
