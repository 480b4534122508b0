import { iconSprite } from '@/ui/icon-paths.ts';

// Built once at build time: the icons change only with a deploy.
export const dynamic = 'force-static';

/**
 * The older sprite URL, kept as an alias for pages of earlier deploys and anything linking it; the
 * web app now references /api/frontend/icons.svg?v=<hash> (app/api/frontend/icons.svg/route.ts).
 */
export function GET(): Response {
  return new Response(iconSprite(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // An hour fresh, then revalidated: a deploy with new drawings shows them within the hour.
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
