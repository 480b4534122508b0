'use client';

import { useEffect } from 'react';
import type { ErrorReportingConfig } from './config.ts';
import { reportErrorSoon, reportWindowErrorSoon } from './report-soon.ts';
import { configureReporter } from './state.ts';

/** The window `error` listener: the reporter loads with the first error (report-soon.ts). */
export const onWindowError = reportWindowErrorSoon;

function onRejection(event: PromiseRejectionEvent): void {
  reportErrorSoon(event.reason, { mechanism: 'onunhandledrejection' });
}

let listening = false;

/**
 * Mounted by the locale layout with the server's configuration (ERROR_REPORTING_URL, read per
 * request; null when unset): reports uncaught errors and unhandled rejections. With no endpoint it
 * listens to nothing, and the reporter is never loaded. Configuration and listeners outlive the gate:
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
