'use client';

import { useEffect } from 'react';
import type { ErrorReportingConfig } from './config.ts';
import { configureReporter, reportError } from './reporter.ts';

/** Window `error` event → report (the event's target and script URL feed the drop rules). */
export function onWindowError(event: ErrorEvent | Event): void {
  const errorEvent = event as ErrorEvent;
  const error = errorEvent.error ?? (errorEvent.message ? new Error(errorEvent.message) : undefined);
  if (error === undefined && !(event.target instanceof HTMLScriptElement)) return;
  reportError(error ?? new Error('Script error'), {
    mechanism: 'onerror',
    event: { target: event.target, ...(errorEvent.filename ? { filename: errorEvent.filename } : {}) },
  });
}

function onRejection(event: PromiseRejectionEvent): void {
  reportError(event.reason, { mechanism: 'onunhandledrejection' });
}

let listening = false;

/**
 * Mounted by the locale layout with the server's configuration (ERROR_REPORTING_URL, read per
 * request; null when unset): reports uncaught errors and unhandled rejections. With no endpoint it
 * listens to nothing, and the sender is never loaded. Configuration and listeners outlive the gate:
 * when the layout itself fails, global-error.tsx replaces it and must still be able to report.
 */
export function ErrorReportingGate({ config }: { config: ErrorReportingConfig | null }) {
  useEffect(() => {
    configureReporter(config);
    if (!config || listening) return;
    listening = true;
    window.addEventListener('error', onWindowError, true);
    window.addEventListener('unhandledrejection', onRejection);
  }, [config]);
  return null;
}
