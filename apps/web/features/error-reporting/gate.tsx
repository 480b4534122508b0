'use client';

import { useEffect } from 'react';
import type { ErrorReportingConfig } from './config.ts';
import { configureReporter, reportError } from './reporter.ts';
import { isScriptElement } from './rules.ts';

/**
 * Window `error` event (listened to in the capture phase) → report. A resource that failed to load
 * (img, link, script) comes as a plain event without error or message: a `<script>`'s goes to the
 * rules, which drop it (SPEC §8), the others are not errors of the page's code.
 */
export function onWindowError(event: Event): void {
  const { error, message, filename } = event as Partial<ErrorEvent>;
  if (error == null && !message && !isScriptElement(event.target)) return;
  reportError(error ?? new Error(message || 'A script failed to load'), {
    mechanism: 'onerror',
    event: { target: event.target, ...(filename ? { filename } : {}) },
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
