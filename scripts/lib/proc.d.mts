import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { Writable } from 'node:stream';

export declare const repoRoot: string;
export declare const webDir: string;
export declare const nextBin: string;
export declare const apiEntry: string;
export declare const API_PROCESS_ENV: { MALLOC_ARENA_MAX: string };

export declare function run(cmd: string, args: string[], opts?: SpawnOptions): Promise<number>;
export declare function capture(
  cmd: string,
  args: string[],
  opts?: SpawnOptions,
): { code: number; stdout: string; stderr: string };
export declare function which(cmd: string): string | null;
export declare function needsInstall(): boolean;
export declare function npmCi(): Promise<number>;

export interface ServiceOptions {
  /** Merged over process.env; an undefined value removes the variable. */
  env?: Record<string, string | undefined>;
  cwd?: string;
  prefix?: string;
  logStream?: Writable;
}
export declare function startService(
  name: string,
  cmd: string,
  args: string[],
  opts?: ServiceOptions,
): ChildProcess;
export declare function stopService(
  child: ChildProcess,
  signal?: NodeJS.Signals,
  graceMs?: number,
): Promise<void>;
export declare function waitForHttp(
  url: string,
  opts?: { timeoutMs?: number; accept?: (status: number) => boolean; child?: ChildProcess },
): Promise<number>;
export declare function portIsFree(port: number): Promise<boolean>;
export declare function webBuildReason(apiUrl: string): string | null;
export declare function buildWeb(apiUrl: string, opts?: { stdio?: SpawnOptions['stdio'] }): Promise<number>;
export declare function apiCommand(): [string, string[]];
export declare function nextStartCommand(port: number, host?: string): [string, string[]];
export declare function isLoopback(host: string): boolean;
export declare function localAddress(host: string): string;
export declare function startSettings(env?: Record<string, string | undefined>): {
  host: string;
  apiHost: string;
  loopback: boolean;
  devTools: string;
};
