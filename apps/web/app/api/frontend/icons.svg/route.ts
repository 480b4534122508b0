import { iconSprite, iconSpriteVersion } from '@/ui/icon-paths.ts';

const SPRITE = iconSprite();
const VERSION = iconSpriteVersion();

/**
 * GET /api/frontend/icons.svg?v=<version>: the icon sprite every `<Icon>` references (SPEC §7). The
 * current version is cached for good (the URL changes with the drawings); another or no version is
 * answered too, but kept only briefly, so a page of an older deploy still draws its icons.
 */
export function GET(request: Request): Response {
  const current = new URL(request.url).searchParams.get('v') === VERSION;
  return new Response(SPRITE, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      etag: `"${VERSION}"`,
    },
  });
}
