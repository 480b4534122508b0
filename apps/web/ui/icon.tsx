// 24×24 outline icons drawn with currentColor, so they follow the text colour and theme. The drawings
// are the sprite /api/frontend/icons.svg (icon-paths.ts), fetched once and cached for good under its
// content hash, not shipped in the page's JavaScript.
export const ICON_NAMES = [
  'home',
  'live',
  'search',
  'ticket',
  'menu',
  'plus',
  'bolt',
  'wallet',
  'check',
  'close',
  'sun',
  'moon',
  'globe',
  'user',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'star',
  'calendar',
  'trophy',
  'clock',
  'info',
  'soccer',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'cricket',
  'baseball',
  'american-football',
  'handball',
  'table-tennis',
  'esports',
  'sport',
] as const;

/**
 * The sprite (app/api/frontend/icons.svg/route.ts): same origin, so `<use>` may reference it. Its
 * version is the content hash next.config.ts sets at build time (SPEC §7 "icons.svg with a version param").
 */
const SPRITE_VERSION = process.env.ICON_SPRITE_VERSION;
const SPRITE = SPRITE_VERSION ? `/api/frontend/icons.svg?v=${SPRITE_VERSION}` : '/api/frontend/icons.svg';
/** The URL of a symbol of the sprite (an icon or a fallback scene). */
export function spriteHref(id: string): string {
  return `${SPRITE}#${id}`;
}

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

/** Names of the available icons; sport icons are named by sport key. */
export type IconName = (typeof ICON_NAMES)[number];

/** Whether an icon exists for a name (sport keys without their own icon can use 'sport'). */
export function isIconName(name: string): name is IconName {
  return NAMES.has(name);
}

export interface IconProps {
  name: IconName;
  /** Pixel size of the square; 20 by default. */
  size?: number;
  /** An accessible name when the icon stands alone; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/** An inline SVG icon that inherits colour from the text. */
export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when `label` is given, else aria-hidden
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <use href={spriteHref(name)} />
    </svg>
  );
}
