import {
  ApiError,
  ContentRoute,
  LayoutParams,
  LayoutPutBody,
  LayoutQuery,
  LayoutResponse,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasKey } from '../../lib/operator-key.ts';
import { ContentErrorCode, contentError } from './errors.ts';
import type { ContentService } from './service.ts';

export interface ContentRoutesOptions {
  content: ContentService;
  /** CONTENT_API_KEY; undefined: every write answers 503 content_api_disabled. */
  apiKey: string | undefined;
}

const GET_DESCRIPTION =
  'Public. The published layout document of a page (`home` is the home page; header slots are the pages `header`, `left-sidebar-desktop`, `side-menu-mobile`, `tab-bar-mobile`, `right-sidebar-desktop`), or the default shipped in code (version 0, source `default`) while none is stored. Preview mode: `?preview=<token>` answers the page’s draft instead (the token comes back from a PUT with `draft: true`; 404 layout_preview_not_found for a wrong token). The web app renders `/?preview=<token>` from the draft. Responses carry `ETag: "<version>"`.';

const PUT_DESCRIPTION =
  'Server to server, with `Authorization: Bearer <CONTENT_API_KEY>` (401 content_unauthorized; 503 content_api_disabled when no key is configured); a player session cannot write. Replaces the page’s published document (`draft: false`) or its draft (`draft: true`, answered with its `preview_token`). `base_version` is the version the edit starts from (0 when none is stored): of concurrent writers starting from the same version exactly one wins, the others get 409 layout_version_conflict. Each version is kept in the history. The HTML of text, banner and modal blocks is sanitised on write (allowlist: p, br, strong, em, b, i, u, s, a[href http(s)/mailto, title], ul, ol, li, h2–h4, blockquote). The web app reads documents at most every 3 s, so a published change shows within a few seconds without a rebuild.';

/** GET and PUT /api/content/layouts/{page}. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, opts) => {
  app.get(
    ContentRoute.layout,
    {
      schema: {
        tags: ['content'],
        summary: 'A page’s layout document',
        description: GET_DESCRIPTION,
        params: LayoutParams,
        querystring: LayoutQuery,
        response: { 200: LayoutResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      const { preview } = request.query;
      const layout = preview ? await opts.content.preview(page, preview) : await opts.content.layout(page);
      reply.header('ETag', `"${layout.version}"`);
      reply.header('Cache-Control', preview ? 'private, no-store' : 'public, max-age=0, must-revalidate');
      return layout;
    },
  );

  app.put(
    ContentRoute.layout,
    {
      onRequest: async (request) => {
        if (opts.apiKey === undefined) throw contentError(ContentErrorCode.disabled);
        if (!hasKey(request, opts.apiKey)) throw contentError(ContentErrorCode.unauthorized);
      },
      schema: {
        tags: ['content'],
        summary: 'Replace a page’s layout document (content key)',
        description: PUT_DESCRIPTION,
        params: LayoutParams,
        body: LayoutPutBody,
        response: { 200: LayoutResponse, 400: ApiError, 401: ApiError, 409: ApiError, 503: ApiError },
      },
    },
    async (request, reply) => {
      const { base_version, draft, document } = request.body;
      const layout = await opts.content.write(request.params.page, {
        baseVersion: base_version,
        draft,
        document,
      });
      reply.header('ETag', `"${layout.version}"`);
      reply.header('Cache-Control', 'no-store');
      return layout;
    },
  );
};
