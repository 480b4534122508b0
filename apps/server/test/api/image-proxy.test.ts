import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { imageSourcePrefix, loadImagesConfig } from '../../src/modules/images/config.ts';
import { createSeededTestDatabase } from '../helpers/db.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

/**
 * A stand-in for an operator's logo CDN (a boundary the tests cannot reach otherwise): a real HTTP
 * server on loopback, of which only /logos/ is allowed; it counts the requests it gets per path.
 */
async function startLogoHost() {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/logos/red.png' || path === '/private/secret.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (path === '/logos/big.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(50_000, 1));
    } else if (path === '/logos/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
    } else if (path === '/logos/moved.png') {
      res.writeHead(302, { location: '/private/secret.png' }).end();
    } else if (path === '/logos/slow.png') {
      // Never answers: the proxy's time limit must end it.
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function proxyUrl(src: string, params: Record<string, string> = {}) {
  return `/api/images/proxy?${new URLSearchParams({ src, w: '40', ...params })}`;
}

describe('image proxy', () => {
  let app: FastifyInstance;
  let database: Database;
  let host: Awaited<ReturnType<typeof startLogoHost>>;
  let crest: string;

  beforeAll(async () => {
    host = await startLogoHost();
    database = await createSeededTestDatabase();
    app = await buildApp({
      database,
      config: testConfig(),
      images: {
        sources: [imageSourcePrefix(`${host.origin}/logos`)],
        maxBytes: 20_000,
        timeoutMs: 300,
        cacheBytes: 2_000_000,
      },
    });
    await app.ready();
    const list = await app.inject({ method: 'GET', url: '/api/sportsbook/v2/matches?type=match&limit=1' });
    crest = `/api/images/crests/${list.json().data[0].competitors.home.id}.svg`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await host.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const meta = (body: Buffer) => sharp(body).metadata();

  it('encodes a crest as avif, webp or jpg from the Accept header, or as the format asked for', async () => {
    const avif = await get(proxyUrl(crest), { accept: CHROME_ACCEPT });
    const webp = await get(proxyUrl(crest), { accept: SAFARI_15_ACCEPT });
    const jpg = await get(proxyUrl(crest), { accept: '*/*' });
    const asked = await get(proxyUrl(crest, { format: 'webp' }), { accept: CHROME_ACCEPT });
    expect([avif, webp, jpg, asked].map((r) => [r.statusCode, r.headers['content-type']])).toEqual([
      [200, 'image/avif'],
      [200, 'image/webp'],
      [200, 'image/jpeg'],
      [200, 'image/webp'],
    ]);
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=2592000');
    expect((await meta(avif.rawPayload)).format).toBe('heif');
    expect((await meta(webp.rawPayload)).format).toBe('webp');
    expect((await meta(jpg.rawPayload)).format).toBe('jpeg');
    expect(new Set([avif, webp, jpg].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('draws twice the pixels for dpr=2, and flags at 4:3', async () => {
    const one = await meta((await get(proxyUrl(crest, { dpr: '1', format: 'webp' }))).rawPayload);
    const two = await meta((await get(proxyUrl(crest, { dpr: '2', format: 'webp' }))).rawPayload);
    expect([one.width, one.height, two.width, two.height]).toEqual([40, 40, 80, 80]);
    const flag = await get(proxyUrl('/api/images/flags/gb-eng.svg', { dpr: '2', format: 'jpg' }));
    expect(flag.statusCode).toBe(200);
    const flagMeta = await meta(flag.rawPayload);
    expect([flagMeta.width, flagMeta.height]).toEqual([80, 60]);
  });

  it('refuses widths and densities it does not render, and unknown crests and flags', async () => {
    const wide = await get(proxyUrl(crest, { w: '4000' }));
    expect([wide.statusCode, wide.json().code]).toEqual([400, 'validation_error']);
    const dense = await get(proxyUrl(crest, { dpr: '3' }));
    expect([dense.statusCode, dense.json().code]).toEqual([400, 'validation_error']);
    expect((await get(proxyUrl('/api/images/crests/99999999.svg'))).statusCode).toBe(404);
    expect((await get(proxyUrl('/api/images/flags/zz.svg'))).statusCode).toBe(404);
    const flag = await get('/api/images/flags/de.svg');
    expect([flag.statusCode, flag.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
  });

  it('fetches an allowed remote image and refuses every other source without fetching it', async () => {
    const allowed = await get(proxyUrl(`${host.origin}/logos/red.png`, { format: 'webp' }));
    expect(allowed.statusCode).toBe(200);
    expect((await meta(allowed.rawPayload)).width).toBe(40);
    for (const src of [
      `${host.origin}/private/secret.png`,
      `${host.origin}/logos/../private/secret.png`,
      `${host.origin}/logos%2F..%2Fprivate/secret.png`,
      `${host.origin}/logos-private/secret.png`,
      `http://user:pw@${host.origin.slice(7)}/logos/red.png`,
      'https://example.com/logos/red.png',
      '/etc/passwd',
      'file:///etc/passwd',
    ]) {
      const res = await get(proxyUrl(src));
      expect([src, res.statusCode, res.json().code]).toEqual([src, 403, 'image_source_refused']);
    }
    expect(host.hits.get('/private/secret.png')).toBeUndefined();
  });

  it('answers 502 for a remote source that is too large, not an image, redirected or too slow', async () => {
    for (const file of ['big.png', 'page.html', 'moved.png', 'slow.png']) {
      const res = await get(proxyUrl(`${host.origin}/logos/${file}`));
      expect([file, res.statusCode, res.json().code]).toEqual([file, 502, 'image_source_unavailable']);
    }
    expect(host.hits.get('/private/secret.png')).toBeUndefined();
  });

  it('draws the fallback crest in place of a refused or failing source, when one is named', async () => {
    for (const src of ['https://example.com/logo.png', `${host.origin}/logos/page.html`]) {
      const res = await get(proxyUrl(src, { fallback: crest, format: 'webp' }));
      expect([res.statusCode, res.headers['x-image-fallback'], res.headers['content-type']]).toEqual([
        200,
        '1',
        'image/webp',
      ]);
    }
    const open = await get(proxyUrl(crest, { fallback: 'https://example.com/x.png' }));
    expect(open.statusCode).toBe(400);
  });

  it('answers 304 to a revalidation with the ETag', async () => {
    const url = proxyUrl(crest, { format: 'avif', w: '48' });
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('encodes an uncached image once for a burst of 50 requests, all answered with the same bytes', async () => {
    const flagUrl = proxyUrl('/api/images/flags/pt.svg', { w: '64', dpr: '2' });
    const remoteUrl = proxyUrl(`${host.origin}/logos/red.png`, { w: '96' });
    const bursts = await Promise.all(
      [flagUrl, remoteUrl].map((url) =>
        Promise.all(Array.from({ length: 50 }, () => get(url, { accept: CHROME_ACCEPT }))),
      ),
    );
    for (const burst of bursts) {
      expect(new Set(burst.map((r) => `${r.statusCode} ${r.headers.etag}`)).size).toBe(1);
      expect(burst.filter((r) => r.headers['x-image-cache'] === 'miss')).toHaveLength(1);
      expect(burst[0]?.headers['content-type']).toBe('image/avif');
    }
    // The remote was fetched once for the whole burst (and once before, at another width).
    expect(host.hits.get('/logos/red.png')).toBe(2);
  });

  it('reads its allowlist from IMAGE_PROXY_SOURCES and refuses a malformed one at start, naming it', () => {
    const config = loadImagesConfig({
      IMAGE_PROXY_SOURCES: 'https://cdn.example.com/logos, https://img.example.org',
    });
    expect(config.sources.map((u) => u.href)).toEqual([
      'https://cdn.example.com/logos/',
      'https://img.example.org/',
    ]);
    expect(loadImagesConfig({}).sources).toEqual([]);
    expect(() => loadImagesConfig({ IMAGE_PROXY_SOURCES: 'ftp://cdn.example.com/' })).toThrow(
      /IMAGE_PROXY_SOURCES/,
    );
    expect(() => loadImagesConfig({ IMAGE_PROXY_SOURCES: 'not a url' })).toThrow(/IMAGE_PROXY_SOURCES/);
    expect(() => loadImagesConfig({ IMAGE_CACHE_MB: '-1' })).toThrow(/IMAGE_CACHE_MB/);
  });
});
