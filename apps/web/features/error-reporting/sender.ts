import type { ErrorReportingConfig } from './config.ts';
import { buildEvent, type ReportContext, serializeEnvelope } from './envelope.ts';

/**
 * Loaded only when there is an error to send and an endpoint: builds the envelope and POSTs it as
 * text/plain (a simple request: no preflight to another origin), without cookies. A failed send is
 * dropped silently: reporting must never report itself.
 */
export async function sendReport(
  error: unknown,
  config: ErrorReportingConfig,
  context: ReportContext,
): Promise<void> {
  try {
    const body = serializeEnvelope(buildEvent(error, config, context), config);
    await fetch(config.endpoint, {
      method: 'POST',
      body,
      keepalive: body.length < 60_000,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  } catch {
    // The endpoint is down or unreachable: nothing to do.
  }
}
