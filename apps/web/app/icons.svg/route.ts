import { iconSprite } from '@/ui/icon-paths.ts';

// Built once at build time: the icons change only with a deploy.
export const dynamic = 'force-static';

/** The icon sprite that every `<Icon>` references (`/icons.svg#<name>`). */
export function GET(): Response {
  return new Response(iconSprite(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // An hour fresh, then revalidated: a deploy with new drawings shows them within the hour.
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
