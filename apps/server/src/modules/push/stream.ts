import { randomBytes } from 'node:crypto';

/** A publication kept in a channel's history (its data once, shared by every reader). */
export interface StoredPublication {
  offset: number;
  data: unknown;
  at: number;
}

/** What a channel's stream needs of a subscriber: a way to hand it an encoded frame. */
export interface StreamSubscriber {
  sendFrame(frame: Buffer | string): void;
}

/** A fresh random epoch: it changes whenever the history is lost. */
export function newEpoch(): string {
  return randomBytes(6).toString('hex');
}

/**
 * One channel's stream: offset, epoch, recent history and who listens. History and the encoded
 * publication exist once per channel, whatever the number of subscribers.
 */
export class ChannelStream {
  /** Changes whenever the history is lost: a fresh random string per stream (so per process). */
  epoch = newEpoch();
  offset = 0;
  history: StoredPublication[] = [];
  readonly subscribers = new Set<StreamSubscriber>();
  lastActiveAt: number;
  /**
   * Last time the channel had a subscriber (set when one leaves). History is kept only while
   * someone listens or left less than a history TTL ago: only such a client can come back with a
   * position to recover (issue 13: 14 locales of channels nobody listens to filled the memory).
   */
  lastHeardAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly name: string,
    now: number,
  ) {
    this.lastActiveAt = now;
  }

  /**
   * Appends a publication (to the history when the channel was heard recently) and sends `{"push":{"channel","pub":{"data","offset"}}}` to every
   * subscriber, encoded once (and not at all when nobody listens).
   */
  publish(data: unknown, now: number, size: number, ttlMs: number): number {
    const offset = ++this.offset;
    if (this.subscribers.size > 0 || now - this.lastHeardAt <= ttlMs)
      this.history.push({ offset, data, at: now });
    this.lastActiveAt = now;
    this.prune(now, size, ttlMs);
    if (this.subscribers.size > 0) {
      const frame = Buffer.from(JSON.stringify({ push: { channel: this.name, pub: { data, offset } } }));
      for (const subscriber of this.subscribers) subscriber.sendFrame(frame);
    }
    return offset;
  }

  prune(now: number, size: number, ttlMs: number): void {
    let drop = Math.max(0, this.history.length - size);
    while (drop < this.history.length && (this.history[drop]?.at ?? now) <= now - ttlMs) drop++;
    if (drop === 1) this.history.shift();
    else if (drop > 0) this.history = this.history.slice(drop);
  }

  /** Publications after (offset, epoch), or null when that position cannot be served. */
  since(offset: number, epoch: string): StoredPublication[] | null {
    // An empty epoch means "any epoch" to Centrifugo (see the client's _invalidateState).
    if (epoch !== '' && epoch !== this.epoch) return null;
    if (!Number.isInteger(offset) || offset < 0 || offset > this.offset) return null;
    if (offset === this.offset) return [];
    const first = this.history[0];
    if (first === undefined || first.offset > offset + 1) return null;
    return this.history.filter((pub) => pub.offset > offset);
  }

  /** Loses the history: a new epoch, as after a restart of a hub keeping history in memory. */
  forget(): void {
    this.history = [];
    this.epoch = newEpoch();
  }
}
