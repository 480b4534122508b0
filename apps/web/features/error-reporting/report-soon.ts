import type { ReportOptions } from './reporter.ts';
import { reporterConfig } from './state.ts';

type QueryKind = 'query' | 'mutation';
type Meta = Readonly<Record<string, unknown>> | undefined;

/** Loads `load` and runs `run` with it, only while reporting is on (no endpoint: no load at all). */
function whenReporting<M>(load: () => Promise<M>, run: (module: M) => void): void {
  if (!reporterConfig() || typeof window === 'undefined') return;
  void load()
    .then(run)
    .catch(() => undefined);
}

/**
 * reporter.ts's `reportError` for code that every page loads (boundaries, the bet slip, the push
 * client): the reporter, its drop rules and dedupe are fetched with the first error to report.
 */
export function reportErrorSoon(error: unknown, options?: ReportOptions): void {
  whenReporting(
    () => import('./reporter.ts'),
    (m) => m.reportError(error, options),
  );
}

/** query.ts's `reportQueryError`, loaded with the first failed query or mutation (query client). */
export function reportQueryErrorSoon(error: unknown, meta: Meta, kind: QueryKind): void {
  whenReporting(
    () => import('./query.ts'),
    (m) => m.reportQueryError(error, meta, kind),
  );
}

/** The gate's window `error` listener (the rules tell a failed `<script>` from other resources). */
export function reportWindowErrorSoon(event: Event): void {
  whenReporting(
    () => import('./window-error.ts'),
    (m) => m.reportWindowError(event),
  );
}
