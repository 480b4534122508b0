// The icons' drawings as SVG markup (24×24, outline, drawn by the <svg> of Icon with currentColor).
// Served once as the sprite /api/frontend/icons.svg?v=<hash> (app/api/frontend/icons.svg/route.ts), so
// they are not in every page's JavaScript. Server-only: next.config.ts and the sprite routes import it.
import { createHash } from 'node:crypto';
import type { IconName } from './icon.tsx';
import { sceneSymbols } from './scene-paths.ts';

export const ICON_PATHS: Readonly<Record<IconName, string>> = {
  home: '<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />',
  live: '<circle cx="12" cy="12" r="3" /><path d="M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4M3.5 3.5a12 12 0 0 0 0 17M20.5 3.5a12 12 0 0 1 0 17" />',
  search: '<circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" />',
  ticket: '<path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z" /><path d="M9 9h6M9 13h6" />',
  menu: '<path d="M4 6h16M4 12h16M4 18h16" />',
  plus: '<path d="M12 5v14M5 12h14" />',
  bolt: '<path d="M13 2 4 14h7l-1 8 9-12h-7z" />',
  wallet:
    '<path d="M4 7a2 2 0 0 1 2-2h12v4" /><path d="M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z" /><circle cx="16" cy="14.5" r="1.2" />',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5" />',
  close: '<path d="M6 6l12 12M18 6 6 18" />',
  sun: '<circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />',
  globe: '<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />',
  user: '<circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" />',
  'chevron-down': '<path d="m6 9 6 6 6-6" />',
  'chevron-right': '<path d="m9 6 6 6-6 6" />',
  'chevron-left': '<path d="m15 6-6 6 6 6" />',
  star: '<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" />',
  trophy:
    '<path d="M8 4h8v5a4 4 0 0 1-8 0z" /><path d="M8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8M9 17h6" />',
  clock: '<circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />',
  info: '<circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" />',
  soccer:
    '<circle cx="12" cy="12" r="9" /><path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4-1.5M14.5 14.5 17 18M9.5 14.5 7 18M8 10 4 8.5" />',
  tennis: '<circle cx="12" cy="12" r="9" /><path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />',
  basketball:
    '<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 3.4 6.4 9 9 0 0 1-3.4 6.4M18.4 5.6A9 9 0 0 0 15 12a9 9 0 0 0 3.4 6.4" />',
  'ice-hockey':
    '<path d="M5 3l6 13h7a2 2 0 0 1 0 4H9a2 2 0 0 1-1.8-1.1L3 9" /><ellipse cx="18" cy="8" rx="3" ry="1.5" />',
  volleyball:
    '<circle cx="12" cy="12" r="9" /><path d="M12 3a9 9 0 0 0 0 9l7.8 4.5M12 12l-7.8 4.5M12 12a9 9 0 0 1 8.6-3.5M12 12a9 9 0 0 0-4-8" />',
  cricket: '<path d="m4 20 9-9M11 9l6-6 4 4-6 6-2-2" /><circle cx="6" cy="7" r="2.5" />',
  baseball: '<circle cx="12" cy="12" r="9" /><path d="M7 4.5a10 10 0 0 1 0 15M17 4.5a10 10 0 0 0 0 15" />',
  'american-football':
    '<ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-45 12 12)" /><path d="m9 15 6-6M10.5 10.5l1.5 1.5M12 9l1.5 1.5M9 12l1.5 1.5" />',
  handball: '<circle cx="12" cy="12" r="9" /><path d="M12 3v18M3.5 9h17M3.5 15h17" />',
  'table-tennis':
    '<circle cx="10" cy="10" r="6" /><path d="m14.5 14.5 5 5" /><circle cx="19" cy="5" r="1.5" />',
  esports:
    '<rect x="2" y="7" width="20" height="11" rx="5" /><path d="M7 10.5v4M5 12.5h4M15 12h.01M18 14h.01" />',
  sport: '<circle cx="12" cy="12" r="9" /><path d="M12 3a9 9 0 0 1 0 18" />',
};

/**
 * The sprite: one <symbol> per icon, referenced as /api/frontend/icons.svg?v=<version>#<name>, and the
 * fallback pages' scenes (scene-paths.ts).
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS)
    .map(([name, markup]) => `<symbol id="${name}" viewBox="0 0 24 24">${markup}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}${sceneSymbols()}</svg>`;
}

/** The sprite's version: a hash of its content, so a changed drawing gets a new URL (cached for good). */
export function iconSpriteVersion(): string {
  return createHash('sha256').update(iconSprite()).digest('base64url').slice(0, 12);
}
