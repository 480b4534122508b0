import type { PushPublication } from '@sportsbook/contract';

/**
 * What the feed needs from the push layer: the same shape as the push module's `PushPublisher`
 * (`app.push`), so that the embedded hub or a Centrifugo publisher can be passed in unchanged.
 */
export interface FeedPublisher {
  publish(channel: string, data: PushPublication): Promise<unknown>;
  broadcast(channels: readonly string[], data: PushPublication): Promise<void>;
}

/** Drops every publication (no push layer wired). */
export const noopPublisher: FeedPublisher = {
  publish: async () => undefined,
  broadcast: async () => undefined,
};

export interface CapturedPublication {
  channel: string;
  data: PushPublication;
}

/** Keeps every publication in memory, in order (tests, development). */
export class InMemoryPublisher implements FeedPublisher {
  readonly publications: CapturedPublication[] = [];

  async publish(channel: string, data: PushPublication): Promise<void> {
    this.publications.push({ channel, data });
  }

  async broadcast(channels: readonly string[], data: PushPublication): Promise<void> {
    for (const channel of channels) this.publications.push({ channel, data });
  }

  /** Publications on one channel, optionally of one event name. */
  on(channel: string, eventName?: string): PushPublication[] {
    return this.publications
      .filter((p) => p.channel === channel && (eventName === undefined || p.data.event_name === eventName))
      .map((p) => p.data);
  }

  clear(): void {
    this.publications.length = 0;
  }
}
