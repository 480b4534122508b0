import { describe, expect, it } from 'vitest';
import { buildCsp } from '../layout/csp.ts';
import { errorReportingConfig, errorReportingConnectSource } from './config.ts';

describe('error reporting configuration', () => {
  it('sends nothing by default: no endpoint, no config', () => {
    expect(errorReportingConfig({})).toBeNull();
    expect(errorReportingConfig({ ERROR_REPORTING_URL: '  ' })).toBeNull();
    expect(errorReportingConfig({ ERROR_REPORTING_URL: 'javascript:alert(1)' })).toBeNull();
  });

  it("runs in environment 'production' unless the deployment environment is defined (SPEC §9)", () => {
    expect(errorReportingConfig({ ERROR_REPORTING_URL: '/api/dev/error-reports' })).toEqual({
      endpoint: '/api/dev/error-reports',
      dsn: '/api/dev/error-reports',
      environment: 'production',
    });
    expect(
      errorReportingConfig({
        ERROR_REPORTING_URL: 'https://errors.example.com/envelope',
        ERROR_REPORTING_ENVIRONMENT: 'staging',
        ERROR_REPORTING_RELEASE: '1.4.0',
      }),
    ).toEqual({
      endpoint: 'https://errors.example.com/envelope',
      dsn: 'https://errors.example.com/envelope',
      environment: 'staging',
      release: '1.4.0',
    });
  });

  it('turns a Sentry DSN into its envelope endpoint, keeping the DSN for the header', () => {
    const config = errorReportingConfig({ ERROR_REPORTING_URL: 'https://abc123@o1.ingest.example.io/42' });
    expect(config?.endpoint).toBe(
      'https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123&sentry_version=7',
    );
    expect(config?.dsn).toBe('https://abc123@o1.ingest.example.io/42');
  });

  it('allows the endpoint’s origin in connect-src only when it is another origin', () => {
    expect(errorReportingConnectSource({ ERROR_REPORTING_URL: '/api/dev/error-reports' })).toBeUndefined();
    const origin = errorReportingConnectSource({ ERROR_REPORTING_URL: 'https://k@errors.example.com/7' });
    expect(origin).toBe('https://errors.example.com');
    expect(buildCsp({ nonce: 'n', errorReportingOrigin: origin })).toContain(
      "connect-src 'self' https://errors.example.com;",
    );
    expect(buildCsp({ nonce: 'n' })).toContain("connect-src 'self';");
  });
});
