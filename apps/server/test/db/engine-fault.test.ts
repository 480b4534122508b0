import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTsFixture } from '../helpers/child.ts';

// Issue 9 §1: PGlite swallowed a V8 stack overflow raised inside its PostgreSQL and went on with a
// half-run statement (no rows, or a loop that never ended). openDatabase makes such a fault end the
// process with a fatal log line, so a supervisor restarts it on a sound database. PGlite only.

/** Runs the fixture; a child still running after 60 s (the old spin) is killed. */
function runDeepStatement() {
  return runTsFixture(path.join(import.meta.dirname, 'fixtures/deep-statement.ts'));
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
