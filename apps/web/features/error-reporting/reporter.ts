import type { ErrorReportingConfig } from './config.ts';
import type { ReportContext } from './envelope.ts';
import { type DropContext, dropReason, messageOf } from './rules.ts';
import { reporterConfig } from './state.ts';

export { configureReporter } from './state.ts';

/** Options of one report. */
export interface ReportOptions {
  /** Do not report this one (e.g. a jackpot fetch's 400, 404 or 500, SPEC §8). */
  skip?: boolean;
  /** Extra data sent with the event (redacted like HTTP bodies). */
  extra?: Record<string, unknown>;
  /** How it was caught: manual (default), boundary, query, mutation, onerror, onunhandledrejection. */
  mechanism?: string;
  /** Window `error` event details for the drop rules (script element target, script URL). */
  event?: Pick<DropContext, 'target' | 'filename'>;
}

/** The same error is reported once within this window. */
export const DEDUPE_MS = 10_000;
/** At most this many reports per page load: a loop that throws must not flood the endpoint. */
export const MAX_REPORTS = 30;

type Send = (error: unknown, config: ErrorReportingConfig, context: ReportContext) => Promise<void>;

let sent = 0;
const recent = new Map<string, number>();
// The sender (envelope, stack parsing, redaction) is its own chunk, fetched with the first report.
let loadSender: () => Promise<Send> = () => import('./sender.ts').then((m) => m.sendReport);

/** Tests: replaces the lazily loaded sender and forgets what was reported. */
export function resetReporterForTests(send?: Send): void {
  sent = 0;
  recent.clear();
  if (send) loadSender = async () => send;
}

function fingerprint(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const firstFrame = stack.split('\n').find((line) => /:\d+:\d+/.test(line)) ?? '';
  const name = error instanceof Error ? error.name : typeof error;
  return `${name}|${messageOf(error) || String(error)}|${firstFrame.trim()}`;
}

/** Whether the same error was reported within DEDUPE_MS (and remembers it if not). */
function isDuplicate(error: unknown, now: number): boolean {
  for (const [key, at] of recent) if (now - at >= DEDUPE_MS) recent.delete(key);
  const key = fingerprint(error);
  if (recent.has(key)) return true;
  recent.set(key, now);
  return false;
}

/**
 * Reports an error to the configured endpoint unless a SPEC §8 rule drops it, it was just reported,
 * or no endpoint is configured. Returns whether a report is sent (tests, callers that log).
 */
export function reportError(error: unknown, options: ReportOptions = {}): boolean {
  const current = reporterConfig();
  if (!current || typeof window === 'undefined') return false;
  if (dropReason(error, { ...options.event, ...(options.skip ? { skip: true } : {}) }) !== null) return false;
  if (sent >= MAX_REPORTS || isDuplicate(error, Date.now())) return false;
  sent += 1;
  const mechanism = options.mechanism ?? 'manual';
  const context: ReportContext = {
    mechanism,
    handled: mechanism !== 'onerror' && mechanism !== 'onunhandledrejection',
    url: window.location.href,
    userAgent: navigator.userAgent,
    tags: { locale: document.documentElement.lang || 'unknown' },
    ...(options.extra ? { extra: options.extra } : {}),
  };
  void loadSender()
    .then((send) => send(error, current, context))
    .catch(() => undefined);
  return true;
}
