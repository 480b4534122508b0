import { reportError } from './reporter.ts';
import { isScriptElement } from './rules.ts';

/**
 * Window `error` event (listened to in the capture phase) → report. A resource that failed to load
 * (img, link, script) comes as a plain event without error or message: a `<script>`'s goes to the
 * rules, which drop it (SPEC §8), the others are not errors of the page's code.
 */
export function reportWindowError(event: Event): void {
  const { error, message, filename } = event as Partial<ErrorEvent>;
  if (error == null && !message && !isScriptElement(event.target)) return;
  reportError(error ?? new Error(message || 'A script failed to load'), {
    mechanism: 'onerror',
    event: { target: event.target, ...(filename ? { filename } : {}) },
  });
}
