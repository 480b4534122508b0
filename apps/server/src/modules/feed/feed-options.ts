import type { Db } from '../../db/client.ts';
import type { FeedPublisher } from './publisher.ts';
import type { Retention } from './retention.ts';

/** How the feed simulator is set up. */
export interface FeedSimulatorOptions {
  db: Db;
  /** SEED: the same seed and the same steps give the same matches, scores and prices. */
  seed: number;
  publisher?: FeedPublisher;
  /** Simulated time to start from (default: now). */
  now?: Date;
  /** Locales to publish in (default: every supported locale). */
  locales?: readonly string[];
  /** Random stops, closes and provider outages (default on). */
  incidents?: boolean;
  /** Keep leagues stocked with new fixtures (default on). */
  fixtures?: boolean;
  /** Simulated ms of a bet stop after a goal or another significant event (default 5–20 s). */
  betStopMs?: [number, number];
  /** How long finished matches and their incidents are kept (retention.ts); false keeps them all. */
  retention?: Retention | false;
  logger?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface StepSummary {
  now: string;
  started: number[];
  finished: number[];
  stopped: number[];
  closed: number[];
  fixtures: number[];
  live: number;
}
