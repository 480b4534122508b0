import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { reportQueryError } from '../error-reporting/query.ts';
import { configureReporter, resetReporterForTests } from '../error-reporting/reporter.ts';
import { isOutOfLimit, REALITY_CHECK_META } from './queries.ts';

// Boundary: the lazily loaded sender (it would POST to the endpoint) is replaced by a recorder.
const sent: unknown[] = [];

beforeEach(() => {
  // Boundary: the browser globals the reporter reads (the unit project runs in Node).
  vi.stubGlobal('window', { location: { href: 'https://bets.example.com/en/live' } });
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('navigator', { userAgent: 'UA' });
  sent.length = 0;
  resetReporterForTests(async (error) => {
    sent.push(error);
  });
  configureReporter({ endpoint: '/e', dsn: '/e', environment: 'production' });
});

afterEach(() => {
  configureReporter(null);
  vi.unstubAllGlobals();
});

const flush = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('reality check ("session info") errors (SPEC §6, §8)', () => {
  it('does not report the out-of-limit 403 that ends the session, but reports other failures', async () => {
    const outOfLimit = new ApiRequestError(403, 'session_limit_reached', 'User is out of limit', '/rc1');
    expect(isOutOfLimit(outOfLimit)).toBe(true);
    expect(isOutOfLimit(new ApiRequestError(403, 'forbidden', 'm', '/x'))).toBe(false);
    reportQueryError(outOfLimit, REALITY_CHECK_META, 'query');
    reportQueryError(new ApiRequestError(401, 'unauthorized', 'm', '/rc2'), REALITY_CHECK_META, 'query');
    reportQueryError(new ApiRequestError(403, 'forbidden', 'm', '/rc3'), REALITY_CHECK_META, 'query');
    reportQueryError(new ApiRequestError(500, 'internal_error', 'm', '/rc4'), REALITY_CHECK_META, 'query');
    await flush();
    expect(sent.map((e) => (e as ApiRequestError).path)).toEqual(['/rc3', '/rc4']);
  });
});
