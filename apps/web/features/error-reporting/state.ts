import type { ErrorReportingConfig } from './config.ts';

// The reporter's configuration, apart from the reporter: the gate sets it with every page, and the
// drop rules, dedupe and sender load only once there is an endpoint and an error (report-soon.ts).
let config: ErrorReportingConfig | null = null;

/** Set by the error-reporting gate from the server's configuration; null switches reporting off. */
export function configureReporter(next: ErrorReportingConfig | null): void {
  config = next;
}

/** The configuration set by the gate, or null while reporting is off. */
export function reporterConfig(): ErrorReportingConfig | null {
  return config;
}

/**
 * Meta flag of a query or mutation whose errors are expected and not reported: `true`, or a
 * predicate of the error (e.g. jackpots: 400, 404 and 500 are not reported, SPEC §8).
 */
export const SKIP_REPORT = 'skipReport';
