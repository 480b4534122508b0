import { randomBytes } from 'node:crypto';
import { fossilDeltaText } from './delta.ts';

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
  /**
   * Subscribers that negotiated fossil deltas, with the offset of the last publication each one
   * holds as its delta base (0: none yet, the next one goes in full).
   */
  readonly deltaBases = new Map<StreamSubscriber, number>();
  /** JSON text of the newest publication while delta subscribers listen (their shared base). */
  private lastJson: string | null = null;
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
    if (this.subscribers.size === 0) {
      this.lastJson = null;
      return offset;
    }
    let plain: Buffer | null = null;
    const json = this.deltaBases.size > 0 ? this.sendDeltas(data, offset) : null;
    for (const subscriber of this.subscribers) {
      if (this.deltaBases.has(subscriber)) continue;
      plain ??= Buffer.from(JSON.stringify({ push: { channel: this.name, pub: { data, offset } } }));
      subscriber.sendFrame(plain);
    }
    this.lastJson = json;
    return offset;
  }

  /**
   * Sends a publication to the delta subscribers: the fossil delta against the previous publication
   * (computed once) to those holding it, the payload in full (as JSON text) to the others. Returns
   * the payload's JSON text, the base of the next delta.
   */
  private sendDeltas(data: unknown, offset: number): string {
    const json = JSON.stringify(data);
    let full: Buffer | null = null;
    // Computed once, when the first subscriber holding the previous publication needs it.
    let deltaFrame: Buffer | null | undefined;
    const deltaFrameOf = (): Buffer | null => {
      if (deltaFrame !== undefined) return deltaFrame;
      // Without listeners the text was not kept; a subscriber recovered since holds it from history.
      const prev = this.lastJson ?? this.jsonAt(offset - 1);
      const delta = prev === null ? null : fossilDeltaText(prev, json);
      deltaFrame =
        delta === null
          ? null
          : Buffer.from(
              JSON.stringify({ push: { channel: this.name, pub: { data: delta, offset, delta: true } } }),
            );
      return deltaFrame;
    };
    for (const [subscriber, base] of this.deltaBases) {
      const frame = base === offset - 1 ? deltaFrameOf() : null;
      if (frame !== null) {
        subscriber.sendFrame(frame);
      } else {
        full ??= Buffer.from(JSON.stringify({ push: { channel: this.name, pub: { data: json, offset } } }));
        subscriber.sendFrame(full);
      }
      this.deltaBases.set(subscriber, offset);
    }
    return json;
  }

  /** JSON text of the publication at `offset` while the history holds it, else null. */
  private jsonAt(offset: number): string | null {
    for (let i = this.history.length - 1; i >= 0; i--) {
      const pub = this.history[i];
      if (pub === undefined || pub.offset < offset) break;
      if (pub.offset === offset) return JSON.stringify(pub.data);
    }
    return null;
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
