type Env = Record<string, string | undefined>;

/** What the browser needs to report errors; null when no endpoint is configured (nothing is sent). */
export interface ErrorReportingConfig {
  /** Where envelopes are POSTed: a same-origin path (/api/...) or an absolute http(s) URL. */
  endpoint: string;
  /** The envelope header's `dsn`: the configured value (a Sentry DSN or the endpoint itself). */
  dsn: string;
  /** SPEC §9: 'production' unless the deployment environment is defined. */
  environment: string;
  release?: string;
}

/**
 * A Sentry DSN (`https://KEY@host[/path]/PROJECT`) → its envelope endpoint; any other http(s) URL is
 * the endpoint itself, and a path starting with `/` is same-origin. Anything else is no endpoint.
 */
export function envelopeEndpoint(value: string): string | null {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username === '') return url.toString();
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!project) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  const key = encodeURIComponent(decodeURIComponent(url.username));
  return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${key}&sentry_version=7`;
}

/**
 * The reporter's configuration, read per request (a change needs a restart, not a rebuild):
 * ERROR_REPORTING_URL (envelope endpoint or Sentry DSN; unset: no reporting),
 * ERROR_REPORTING_ENVIRONMENT (default 'production'), ERROR_REPORTING_RELEASE (optional).
 */
export function errorReportingConfig(env: Env = process.env): ErrorReportingConfig | null {
  const value = (env.ERROR_REPORTING_URL ?? '').trim();
  const endpoint = value === '' ? null : envelopeEndpoint(value);
  if (!endpoint) return null;
  const environment = (env.ERROR_REPORTING_ENVIRONMENT ?? '').trim() || 'production';
  const release = (env.ERROR_REPORTING_RELEASE ?? '').trim();
  return { endpoint, dsn: value, environment, ...(release ? { release } : {}) };
}

/** The CSP connect-src source the reporter needs: the endpoint's origin when it is another origin. */
export function errorReportingConnectSource(env: Env = process.env): string | undefined {
  const config = errorReportingConfig(env);
  if (!config || config.endpoint.startsWith('/')) return undefined;
  return new URL(config.endpoint).origin;
}
