/**
 * Image proxy settings, read from the environment by `loadImagesConfig` (README "Environment"):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | IMAGE_PROXY_SOURCES | none | URL prefixes (comma or space list) of remote images the proxy may fetch, e.g. `https://cdn.example.com/logos/`; anything else is refused (403) |
 * | IMAGE_PROXY_MAX_BYTES | 5000000 | largest remote image fetched, in bytes (502 beyond) |
 * | IMAGE_PROXY_TIMEOUT_MS | 5000 | how long a remote image may take to arrive (502 beyond) |
 * | IMAGE_CACHE_MB | 32 | memory for encoded images (least recently used ones are dropped first) |
 */
export interface ImagesConfig {
  /** Allowed remote source prefixes: a source must have one's origin and start with its path. */
  sources: readonly URL[];
  maxBytes: number;
  timeoutMs: number;
  /** Bytes of encoded images kept in memory. */
  cacheBytes: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`invalid environment: ${name}: expected a positive integer`);
  return value;
}

/** A source prefix as a URL whose path ends with `/` (so `/logos` does not admit `/logos-private`). */
export function imageSourcePrefix(entry: string): URL {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`invalid environment: IMAGE_PROXY_SOURCES: ${entry} is not a URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search)
    throw new Error(`invalid environment: IMAGE_PROXY_SOURCES: ${entry} must be an http(s) URL prefix`);
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url;
}

/** The image proxy's settings; throws naming the variable when one is malformed. */
export function loadImagesConfig(env: NodeJS.ProcessEnv = process.env): ImagesConfig {
  const entries = (env.IMAGE_PROXY_SOURCES ?? '').split(/[\s,]+/).filter((s) => s.length > 0);
  return {
    sources: entries.map(imageSourcePrefix),
    maxBytes: positiveInt(env, 'IMAGE_PROXY_MAX_BYTES', 5_000_000),
    timeoutMs: positiveInt(env, 'IMAGE_PROXY_TIMEOUT_MS', 5000),
    cacheBytes: positiveInt(env, 'IMAGE_CACHE_MB', 32) * 1_000_000,
  };
}
