import { CancelledError } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import type { ErrorReportingConfig } from './config.ts';
import type { ReportContext } from './envelope.ts';
import { onWindowError } from './gate.tsx';
import { reportQueryError, SKIP_REPORT } from './query.ts';
import { configureReporter, MAX_REPORTS, reportError, resetReporterForTests } from './reporter.ts';

const config: ErrorReportingConfig = { endpoint: '/e', dsn: '/e', environment: 'production' };
// Boundary: the lazily loaded sender (it would POST to the endpoint) is replaced by a recorder.
const sends: { error: unknown; context: ReportContext }[] = [];

beforeEach(() => {
  // Boundary: the browser globals the reporter reads (the unit project runs in Node).
  vi.stubGlobal('window', { location: { href: 'https://bets.example.com/en' } });
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('navigator', { userAgent: 'UA' });
  sends.length = 0;
  resetReporterForTests(async (error, _config, context) => {
    sends.push({ error, context });
  });
  configureReporter(config);
});

afterEach(() => {
  configureReporter(null);
  vi.unstubAllGlobals();
});

// The gate's listener loads the reporter on first use (report-soon.ts): wait for that import, too.
const flush = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('reportError', () => {
  it('sends nothing when no endpoint is configured', async () => {
    configureReporter(null);
    expect(reportError(new Error('boom'))).toBe(false);
    await flush();
    expect(sends).toEqual([]);
  });

  it('sends an error once, with the page URL and the caller’s extra data', async () => {
    const error = new Error('boom');
    expect(reportError(error, { extra: { bet: 1 } })).toBe(true);
    await flush();
    expect(sends).toHaveLength(1);
    expect(sends[0]?.context).toMatchObject({
      mechanism: 'manual',
      handled: true,
      url: 'https://bets.example.com/en',
      extra: { bet: 1 },
    });
  });

  it('reports the same error once within the dedupe window (window handler and boundary both see it)', async () => {
    const throwSite = (message: string) => new Error(message);
    const error = throwSite('same');
    reportError(error, { mechanism: 'onerror' });
    reportError(error, { mechanism: 'boundary' });
    // The same error thrown again from the same place (a re-render) is the same report.
    reportError(throwSite('same'), { mechanism: 'boundary' });
    reportError(throwSite('different'));
    await flush();
    expect(sends.map((s) => (s.error as Error).message)).toEqual(['same', 'different']);
  });

  it('never sends a dropped error nor loads the sender for it', async () => {
    expect(reportError(new TypeError('Failed to fetch'))).toBe(false);
    expect(reportError(new Error('x'), { skip: true })).toBe(false);
    expect(reportError(new Error('Script error'), { event: { target: { tagName: 'SCRIPT' } } })).toBe(false);
    await flush();
    expect(sends).toEqual([]);
  });

  it('stops after MAX_REPORTS reports in one page', async () => {
    for (let i = 0; i < MAX_REPORTS + 5; i++) reportError(new Error(`e${i}`));
    await flush();
    expect(sends).toHaveLength(MAX_REPORTS);
  });
});

describe('query and mutation errors (SPEC §8)', () => {
  it('reports a failed query but not a 401, a cancelled request or a query flagged to skip', async () => {
    reportQueryError(new ApiRequestError(500, 'internal_error', 'm', '/a'), undefined, 'query');
    reportQueryError(new ApiRequestError(401, 'unauthorized', 'm', '/b'), undefined, 'query');
    reportQueryError(new CancelledError(), undefined, 'query');
    reportQueryError(new ApiRequestError(503, 'c', 'm', '/c'), { [SKIP_REPORT]: true }, 'query');
    const jackpotRule = (error: unknown) =>
      error instanceof ApiRequestError && [400, 404, 500].includes(error.status);
    reportQueryError(
      new ApiRequestError(404, 'not_found', 'm', '/d'),
      { [SKIP_REPORT]: jackpotRule },
      'query',
    );
    reportQueryError(
      new ApiRequestError(502, 'bad_gateway', 'm', '/e'),
      { [SKIP_REPORT]: jackpotRule },
      'query',
    );
    await flush();
    expect(sends.map((s) => (s.error as ApiRequestError).path)).toEqual(['/a', '/e']);
    expect(sends[0]?.context.mechanism).toBe('query');
  });

  it('reports a mutation only when it fails unexpectedly (not an API answer below 500)', async () => {
    reportQueryError(new ApiRequestError(400, 'validation_error', 'm', '/bet'), undefined, 'mutation');
    reportQueryError(new ApiRequestError(500, 'internal_error', 'm', '/bet2'), undefined, 'mutation');
    reportQueryError(new Error('bug in onSuccess'), undefined, 'mutation');
    await flush();
    expect(sends.map((s) => (s.error as Error).message)).toEqual(['m', 'bug in onSuccess']);
  });
});

describe('window error events', () => {
  const windowEvent = (fields: Record<string, unknown>) => fields as unknown as Event;

  it('reports an uncaught error, unhandled by the page', async () => {
    onWindowError(
      windowEvent({ error: new Error('uncaught'), message: 'Uncaught Error: uncaught', target: {} }),
    );
    await flush();
    expect(sends.map((s) => [(s.error as Error).message, s.context.mechanism, s.context.handled])).toEqual([
      ['uncaught', 'onerror', false],
    ]);
  });

  it('drops a <script> that failed to load and ignores other resources', async () => {
    onWindowError(windowEvent({ target: { tagName: 'SCRIPT' } }));
    onWindowError(windowEvent({ target: { tagName: 'IMG' } }));
    await flush();
    expect(sends).toEqual([]);
  });

  it('drops an error whose script is a tag manager’s', async () => {
    onWindowError(
      windowEvent({
        error: null,
        message: 'Script error.',
        filename: 'https://www.googletagmanager.com/gtm.js?id=GTM-1',
        target: {},
      }),
    );
    await flush();
    expect(sends).toEqual([]);
  });
});
