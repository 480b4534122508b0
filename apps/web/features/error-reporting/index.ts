export { SKIP_REPORT } from './query.ts';
export type { ReportOptions } from './reporter.ts';
export { reportError } from './reporter.ts';
export { SKIP_CAPTURE, skipCapture } from './rules.ts';
