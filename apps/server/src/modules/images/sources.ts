import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ErrorCode } from '@sportsbook/contract';
import { IMAGE_PATH_PREFIX } from '@sportsbook/domain';
import { HttpError } from '../../lib/http-error.ts';

/** Where an image comes from: a generated crest, a country flag, or an allowed remote URL. */
export type ImageSource =
  | { kind: 'crest'; teamId: number }
  | { kind: 'flag'; code: string }
  | { kind: 'remote'; url: URL };

const CREST_SRC = new RegExp(`^${IMAGE_PATH_PREFIX}/crests/([1-9]\\d{0,8})\\.svg$`);
const FLAG_SRC = new RegExp(`^${IMAGE_PATH_PREFIX}/flags/([a-z]{2}(?:-[a-z]{3})?)\\.svg$`);

/** Raster types a remote source may answer with (no SVG: it could reference other resources). */
const REMOTE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);

export function sourceRefused(): HttpError {
  return new HttpError(
    403,
    ErrorCode.imageSourceRefused,
    'The image proxy does not take images from this source (IMAGE_PROXY_SOURCES)',
  );
}

function sourceUnavailable(why: string): HttpError {
  return new HttpError(502, ErrorCode.imageSourceUnavailable, `The image source ${why}`);
}

/**
 * The source `src` names: our crest or flag path, or an http(s) URL under one of `allowed`
 * (same origin, path below the prefix's). Anything else is refused: the proxy is never open.
 */
export function imageSourceOf(src: string, allowed: readonly URL[]): ImageSource {
  const crest = CREST_SRC.exec(src);
  if (crest) return { kind: 'crest', teamId: Number(crest[1]) };
  const flag = FLAG_SRC.exec(src);
  if (flag) return { kind: 'flag', code: flag[1] as string };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw sourceRefused();
  }
  if (url.username || url.password) throw sourceRefused();
  // The parsed URL has `..` and `%2e%2e` segments resolved, so a prefix match cannot be walked out of.
  const ok = allowed.some(
    (prefix) => url.origin === prefix.origin && url.pathname.startsWith(prefix.pathname),
  );
  if (!ok) throw sourceRefused();
  return { kind: 'remote', url };
}

/** Fetches an allowed remote image: no redirects (they could leave the allowlist), a time and size cap. */
export async function fetchRemoteImage(
  url: URL,
  limits: { maxBytes: number; timeoutMs: number },
): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch {
    throw sourceUnavailable('did not answer in time');
  }
  if (!res.ok) throw sourceUnavailable(`answered ${res.status}`);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!REMOTE_TYPES.has(type)) throw sourceUnavailable('did not answer with a raster image');
  if (Number(res.headers.get('content-length') ?? 0) > limits.maxBytes)
    throw sourceUnavailable('answered too much');
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of res.body ?? []) {
      total += chunk.byteLength;
      if (total > limits.maxBytes) throw sourceUnavailable('answered too much');
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw sourceUnavailable('did not answer in time');
  }
  return Buffer.concat(chunks);
}

/** The folder of flag-icons' 4:3 flags, and the codes it has. */
const FLAG_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);
const FLAG_CODES: ReadonlySet<string> = new Set(
  readdirSync(FLAG_DIR)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -4)),
);

/** A country's (or subdivision's, `gb-eng`) flag as SVG, 640×480 (flag-icons, MIT); 404 when there is none. */
export async function flagSvg(code: string): Promise<string> {
  if (!FLAG_CODES.has(code)) throw new HttpError(404, ErrorCode.notFound, 'Flag not found');
  return readFile(path.join(FLAG_DIR, `${code}.svg`), 'utf8');
}
