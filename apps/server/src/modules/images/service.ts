import { createHash } from 'node:crypto';
import { ErrorCode } from '@sportsbook/contract';
import {
  crestOf,
  crestSvg,
  type ImageDensity,
  type ImageWidth,
  imagePixels,
  imageQuality,
  type RasterFormat,
} from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ImagesConfig } from './config.ts';
import { CONTENT_TYPES, encodeImage, loadEncoder } from './encode.ts';
import { ByteLru, Gate } from './lru.ts';
import { selectCompetitor } from './queries.ts';
import { fetchRemoteImage, flagSvg, type ImageSource, imageSourceOf } from './sources.ts';

/** A rendered image and its entity tag (a hash of the bytes). */
export interface RenderedImage {
  body: string | Buffer;
  etag: string;
  contentType: string;
}

/** What the proxy is asked for: a source (path or URL), a CSS width, a density, a format, a base quality. */
export interface ProxyRequest {
  src: string;
  width: ImageWidth;
  density: ImageDensity;
  format: RasterFormat;
  baseQuality: number;
}

interface Encoded extends RenderedImage {
  body: Buffer;
  bytes: number;
}

/** Encodes running at once (the machine's cores are shared with the rest of the API). */
const ENCODE_CONCURRENCY = 2;

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Images: team crests drawn from the team's id and name (packages/domain crest rule), country flags,
 * and the proxy that resizes and encodes them and allowed remote images (SPEC §7, §9).
 */
export class ImagesService {
  private readonly cache: ByteLru<Encoded>;
  private readonly inFlight = new Map<string, Promise<Encoded>>();
  private readonly gate = new Gate(ENCODE_CONCURRENCY);

  constructor(
    private readonly db: Db,
    private readonly config: ImagesConfig,
  ) {
    this.cache = new ByteLru(config.cacheBytes);
  }

  /** The crest of competitor `id` as an SVG `width` pixels square; 404 for an unknown competitor. */
  async crest(id: number, width: number): Promise<RenderedImage> {
    const team = await selectCompetitor(this.db, id);
    if (!team) throw notFound('Team');
    const body = crestSvg(crestOf(team), width);
    return { body, etag: etagOf(body), contentType: 'image/svg+xml; charset=utf-8' };
  }

  /** A country's flag as SVG (4:3); 404 for a code without one. */
  async flag(code: string): Promise<RenderedImage> {
    const body = await flagSvg(code);
    return { body, etag: etagOf(body), contentType: 'image/svg+xml; charset=utf-8' };
  }

  /**
   * The source resized and encoded; `cached` says whether the bytes came from the cache (or from
   * an encode another request had started), so a burst for one image encodes it once.
   */
  async proxy(request: ProxyRequest): Promise<{ image: RenderedImage; cached: boolean }> {
    const source = imageSourceOf(request.src, this.config.sources);
    const pixels = imagePixels(request.width, request.density);
    const quality = imageQuality(request.format, request.baseQuality);
    const key = `${await this.sourceKey(source)}|${pixels}|${request.format}|${quality}`;
    const hit = this.cache.get(key);
    if (hit) return { image: hit, cached: true };
    const running = this.inFlight.get(key);
    if (running) return { image: await running, cached: true };
    const encoding = this.gate.run(() => this.encode(source, pixels, request));
    this.inFlight.set(key, encoding);
    try {
      const image = await encoding;
      this.cache.set(key, image);
      return { image, cached: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** The proxied image, or (when given) `fallback` in its place if the source is refused or fails. */
  async proxyOr(
    request: ProxyRequest,
    fallback: string | undefined,
  ): Promise<{ image: RenderedImage; cached: boolean; fellBack: boolean }> {
    try {
      return { ...(await this.proxy(request)), fellBack: false };
    } catch (error) {
      if (fallback === undefined || !(error instanceof HttpError) || error.statusCode < 403) throw error;
      return { ...(await this.proxy({ ...request, src: fallback })), fellBack: true };
    }
  }

  /** A cache key that changes when the source would draw differently (a renamed team). */
  private async sourceKey(source: ImageSource): Promise<string> {
    if (source.kind === 'crest') {
      const team = await selectCompetitor(this.db, source.teamId);
      if (!team) throw notFound('Team');
      return `crest:${team.id}:${team.name}`;
    }
    return source.kind === 'flag' ? `flag:${source.code}` : `remote:${source.url.href}`;
  }

  private async encode(source: ImageSource, pixels: number, request: ProxyRequest): Promise<Encoded> {
    const input = await this.sourceBytes(source, pixels);
    await loadEncoder();
    let body: Buffer;
    try {
      body = await encodeImage(input, {
        pixels,
        format: request.format,
        baseQuality: request.baseQuality,
        vector: source.kind !== 'remote',
      });
    } catch {
      throw new HttpError(502, ErrorCode.imageSourceUnavailable, 'The image source is not a readable image');
    }
    return { body, bytes: body.byteLength, etag: etagOf(body), contentType: CONTENT_TYPES[request.format] };
  }

  private async sourceBytes(source: ImageSource, pixels: number): Promise<Buffer> {
    if (source.kind === 'crest') {
      const team = await selectCompetitor(this.db, source.teamId);
      if (!team) throw notFound('Team');
      // Drawn at the target size, so the vector is rasterised once, sharp.
      return Buffer.from(crestSvg(crestOf(team), pixels));
    }
    if (source.kind === 'flag') return Buffer.from(await flagSvg(source.code));
    return fetchRemoteImage(source.url, this.config);
  }
}
