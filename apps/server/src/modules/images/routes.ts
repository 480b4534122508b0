import {
  IMAGE_DENSITIES,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
  imageFormatFromAccept,
  isImageDensity,
  isImageWidth,
  RASTER_FORMATS,
} from '@sportsbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../lib/http-error.ts';
import type { ImagesService, RenderedImage } from './service.ts';

export interface ImagesRouteOptions {
  images: ImagesService;
}

/**
 * How long browsers and CDNs keep a generated SVG: a day fresh, then a week served while revalidated
 * with its ETag (a renamed team gets its new crest within a day).
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** Proxied images: a week fresh, then a month served while revalidated (the URL names the variant). */
export const PROXY_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';

/** An SVG never runs scripts or loads anything, even when opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const INTERNAL_IMAGE = /^\/api\/images\/(crests\/[1-9]\d{0,8}|flags\/[a-z]{2}(-[a-z]{3})?)\.svg$/;

const ProxyQuery = z.object({
  src: z
    .string()
    .min(1)
    .max(2048)
    .describe('/api/images/crests/{id}.svg, /api/images/flags/{code}.svg, or an allowed URL'),
  w: z.coerce
    .number()
    .int()
    .describe(`CSS pixels, one of ${IMAGE_WIDTHS.join(', ')}`),
  dpr: z.coerce
    .number()
    .int()
    .optional()
    .describe(`device pixel ratio, one of ${IMAGE_DENSITIES.join(', ')} (default 1)`),
  format: z
    .enum(RASTER_FORMATS)
    .optional()
    .describe('default: the best the Accept header names (avif, webp, else jpg)'),
  q: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe(`base quality, default ${IMAGE_QUALITY.base}`),
  fallback: z
    .string()
    .regex(INTERNAL_IMAGE, 'expected /api/images/crests/{id}.svg or /api/images/flags/{code}.svg')
    .optional()
    .describe(
      'our crest or flag, drawn instead when src is refused, missing or unavailable (X-Image-Fallback: 1)',
    ),
});

function sendImage(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  reply.header('ETag', image.etag);
  const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim());
  if (tags.includes(image.etag) || tags.includes('*')) return reply.code(304).send();
  return reply.type(image.contentType).send(image.body);
}

function svgHeaders(reply: FastifyReply) {
  reply
    .header('Cache-Control', IMAGE_CACHE_CONTROL)
    .header('Content-Security-Policy', SVG_CSP)
    .header('Vary', 'Accept-Encoding');
}

/**
 * GET /api/images/crests/{id}.svg?w= (generated team crests), /flags/{code}.svg (country flags) and
 * /proxy?src=&w=&dpr=&format=&q= (resized avif/webp/jpg; SPEC §7 image proxy, §9 quality).
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRouteOptions> = async (app, { images }) => {
  // Images are the same in every language: drop the locale plugin's Vary and Content-Language
  // (this scope's hook runs after the root one), so caches keep one copy per URL and format.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('Content-Language');
    const vary = String(reply.getHeader('Vary') ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '' && v.toLowerCase() !== 'accept-language');
    if (vary.length > 0) reply.header('Vary', vary.join(', '));
    else reply.removeHeader('Vary');
    return payload;
  });

  app.get(
    '/crests/:file',
    {
      schema: {
        tags: ['images'],
        summary: "A team's generated crest",
        description: `file is {team id}.svg; w (pixels) one of ${IMAGE_WIDTHS.join(', ')}, default 64. Cached a day, with an ETag.`,
        params: z.object({ file: z.string().regex(/^[1-9]\d{0,8}\.svg$/, 'expected {team id}.svg') }),
        querystring: z.object({ w: z.coerce.number().int().optional() }),
      },
    },
    async (request, reply) => {
      const width = request.query.w ?? 64;
      if (!isImageWidth(width)) throw validationError('w', `must be one of ${IMAGE_WIDTHS.join(', ')}`);
      const image = await images.crest(Number.parseInt(request.params.file, 10), width);
      svgHeaders(reply);
      return sendImage(request, reply, image);
    },
  );

  app.get(
    '/flags/:file',
    {
      schema: {
        tags: ['images'],
        summary: "A country's flag",
        description:
          'file is {ISO 3166-1 alpha-2 code}.svg in lower case, or a subdivision such as gb-eng.svg; 4:3, 640×480 units. Cached a day, with an ETag.',
        params: z.object({
          file: z.string().regex(/^[a-z]{2}(-[a-z]{3})?\.svg$/, 'expected {country code}.svg'),
        }),
      },
    },
    async (request, reply) => {
      const image = await images.flag(request.params.file.slice(0, -4));
      svgHeaders(reply);
      return sendImage(request, reply, image);
    },
  );

  app.get(
    '/proxy',
    {
      schema: {
        tags: ['images'],
        summary: 'An image resized and encoded as avif, webp or jpg',
        description:
          'Sources: our crests and flags, and remote images under IMAGE_PROXY_SOURCES (others: 403 image_source_refused; ' +
          'a slow, oversized or non-image source: 502 image_source_unavailable). Width w × dpr device pixels; ' +
          'quality from q by SPEC §9 (avif 81.25 %, webp 87.5 %). Varies by Accept unless format is given; ' +
          'cached a week with an ETag; X-Image-Cache says hit or miss.',
        querystring: ProxyQuery,
      },
    },
    async (request, reply) => {
      const { src, w, dpr = 1, format, q = IMAGE_QUALITY.base, fallback } = request.query;
      if (!isImageWidth(w)) throw validationError('w', `must be one of ${IMAGE_WIDTHS.join(', ')}`);
      if (!isImageDensity(dpr)) throw validationError('dpr', `must be one of ${IMAGE_DENSITIES.join(', ')}`);
      const chosen = format ?? imageFormatFromAccept(request.headers.accept);
      const wanted = { src, width: w, density: dpr, format: chosen, baseQuality: q } as const;
      const { image, cached, fellBack } = await images.proxyOr(wanted, fallback);
      reply
        // A fallback is kept only a day: the source may come back.
        .header('Cache-Control', fellBack ? IMAGE_CACHE_CONTROL : PROXY_CACHE_CONTROL)
        .header('Vary', 'Accept')
        .header('X-Image-Cache', cached ? 'hit' : 'miss');
      if (fellBack) reply.header('X-Image-Fallback', '1');
      return sendImage(request, reply, image);
    },
  );
};
