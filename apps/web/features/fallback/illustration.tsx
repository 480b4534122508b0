import { spriteHref } from '../../ui/icon.tsx';
import type { FallbackKind } from './texts.ts';

/**
 * Decorative scene per fallback page: a pitch with a symbol (404 ball off the field, error, lock, globe).
 * The drawing is a symbol of the cached icon sprite (ui/scene-paths.ts), not markup of its own: Next
 * puts the not-found pages in every page's RSC payload.
 */
export function FallbackIllustration({ kind }: { kind: FallbackKind }) {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <use href={spriteHref(`scene-${kind}`)} />
    </svg>
  );
}
