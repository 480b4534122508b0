import type { PushPublication } from '@sportsbook/contract';
import type { PushHub } from './hub.ts';

/** Where a publication landed in its channel's stream (when the channel keeps history). */
export interface PublishResult {
  offset?: number;
  epoch?: string;
}

export interface PublishOptions {
  /** Centrifugo drops a second publication with the same key (for retries); the embedded hub ignores it. */
  idempotencyKey?: string;
}

/**
 * Sends publications (`{event_name, message}`, SPEC §7) to push channels. Two implementations with
 * the same behaviour for callers: the embedded hub, or a real Centrifugo through its HTTP API.
 */
export interface PushPublisher {
  publish(channel: string, data: PushPublication, opts?: PublishOptions): Promise<PublishResult>;
  /** The same publication to several channels (e.g. `public:en` and `public:en:match:7`). */
  broadcast(channels: readonly string[], data: PushPublication): Promise<void>;
  close(): Promise<void>;
  /**
   * False only when a publication on this channel can reach nobody (no subscriber, no history a
   * reconnecting one may recover from): callers may then skip building it. Absent = always publish
   * (Centrifugo: this process cannot know).
   */
  hasAudience?(channel: string): boolean;
}

/** A publication the push layer refused (Centrifugo error body, HTTP status, or transport failure). */
export class PushPublishError extends Error {
  constructor(
    message: string,
    /** Centrifugo error code, or the HTTP status when the response was not a Centrifugo body. */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'PushPublishError';
  }
}

/** Publishes into the embedded hub in this process. */
export class EmbeddedPublisher implements PushPublisher {
  constructor(readonly hub: PushHub) {}

  async publish(channel: string, data: PushPublication): Promise<PublishResult> {
    return this.hub.publish(channel, data);
  }

  async broadcast(channels: readonly string[], data: PushPublication): Promise<void> {
    for (const channel of channels) this.hub.publish(channel, data);
  }

  close(): Promise<void> {
    return this.hub.close();
  }

  hasAudience(channel: string): boolean {
    return this.hub.hasAudience(channel);
  }
}

export interface CentrifugoHttpPublisherOptions {
  /** Base URL of Centrifugo's HTTP API, e.g. http://centrifugo:8000 (the /api/... paths are appended). */
  baseUrl: string;
  apiKey: string;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Per-request timeout, ms (default 5000). */
  timeoutMs?: number;
}

type CentrifugoError = { code?: number; message?: string };
type CentrifugoReply<T> = { result?: T; error?: CentrifugoError };

/**
 * Publishes through a real Centrifugo's server HTTP API: `POST {base}/api/publish` with
 * `{channel, data}` and `POST {base}/api/broadcast` with `{channels, data}`, header `X-API-Key`.
 * Centrifugo answers errors with HTTP 200 and `{"error":{code,message}}`: those throw too.
 */
export class CentrifugoHttpPublisher implements PushPublisher {
  private readonly base: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: CentrifugoHttpPublisherOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async publish(channel: string, data: PushPublication, opts: PublishOptions = {}): Promise<PublishResult> {
    const body = {
      channel,
      data,
      ...(opts.idempotencyKey !== undefined ? { idempotency_key: opts.idempotencyKey } : {}),
    };
    const result = await this.call<{ offset?: number; epoch?: string }>('publish', body);
    return {
      ...(typeof result?.offset === 'number' ? { offset: result.offset } : {}),
      ...(typeof result?.epoch === 'string' ? { epoch: result.epoch } : {}),
    };
  }

  async broadcast(channels: readonly string[], data: PushPublication): Promise<void> {
    if (channels.length === 0) return;
    const result = await this.call<{ responses?: CentrifugoReply<unknown>[] }>('broadcast', {
      channels: [...channels],
      data,
    });
    const failed = (result?.responses ?? []).map((reply, i) => ({ reply, channel: channels[i] }));
    const first = failed.find(({ reply }) => reply.error !== undefined);
    if (first?.reply.error) {
      const { code, message = 'unknown error' } = first.reply.error;
      throw new PushPublishError(`centrifugo broadcast to ${first.channel} failed: ${message}`, code);
    }
  }

  async close(): Promise<void> {}

  private async call<T>(method: 'publish' | 'broadcast', body: unknown): Promise<T | undefined> {
    let response: Response;
    try {
      response = await this.fetch(`${this.base}/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': this.options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PushPublishError(`centrifugo ${method} failed: ${(error as Error).message}`);
    }
    const text = await response.text();
    let reply: CentrifugoReply<T> | undefined;
    try {
      reply = text === '' ? undefined : (JSON.parse(text) as CentrifugoReply<T>);
    } catch {
      reply = undefined;
    }
    if (reply?.error !== undefined) {
      const { code, message = 'unknown error' } = reply.error;
      throw new PushPublishError(`centrifugo ${method} failed: ${message}`, code);
    }
    if (!response.ok) {
      throw new PushPublishError(`centrifugo ${method} failed: HTTP ${response.status}`, response.status);
    }
    return reply?.result;
  }
}
