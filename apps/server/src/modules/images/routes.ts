import { IMAGE_WIDTHS, isImageWidth } from '@sportsbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../lib/http-error.ts';
import type { ImagesService } from './service.ts';

export interface ImagesRouteOptions {
  images: ImagesService;
}

/**
 * How long browsers and CDNs keep an image: a day fresh, then a week served while revalidated with
 * its ETag (a renamed team gets its new crest within a day).
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** An SVG never runs scripts or loads anything, even when opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/images/crests/{id}.svg?w=: generated team crests (SPEC §7 image URLs; widths in IMAGE_WIDTHS). */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRouteOptions> = async (app, { images }) => {
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
      reply
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('ETag', image.etag)
        .header('Content-Security-Policy', SVG_CSP)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.body);
    },
  );
};
