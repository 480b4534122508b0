import { type HexColour, hexWithLuminance } from './colour.ts';

/**
 * Generated team crests: a shape, a pattern, two dark colours, a mid-tone ring and up to two
 * initials, all derived from the team's id and name, so the same team always gets the same crest
 * and the server and the browser agree on it without storing anything.
 */

/** Outline of a crest. */
export const CrestShape = {
  /** A heater shield. */
  shield: 'shield',
  /** A roundel. */
  circle: 'circle',
  /** A hexagon, point up. */
  hexagon: 'hexagon',
  /** A square with rounded corners. */
  badge: 'badge',
} as const;
export type CrestShape = (typeof CrestShape)[keyof typeof CrestShape];

/** What the second colour paints inside the shape. */
export const CrestPattern = {
  /** One colour only. */
  plain: 'plain',
  /** A diagonal band. */
  band: 'band',
  /** The right half. */
  halves: 'halves',
  /** A chevron across the lower part. */
  chevron: 'chevron',
} as const;
export type CrestPattern = (typeof CrestPattern)[keyof typeof CrestPattern];

/**
 * Page and panel colours crests are shown on (app/globals.css: bg, surface and surface-2 of the dark
 * and of the light theme). The ring keeps 3:1 against every one of them (WCAG 1.4.11).
 */
export const CREST_BACKDROPS: readonly HexColour[] = [
  '#0a1220',
  '#0f1a2e',
  '#15233b',
  '#eef2f7',
  '#ffffff',
  '#f2f5f9',
];

/** Colour of the initials: white, 4.5:1 or more on both fill colours (they are dark). */
export const CREST_INK: HexColour = '#ffffff';

export interface Crest {
  shape: CrestShape;
  pattern: CrestPattern;
  /** The main field colour (dark). */
  fill: HexColour;
  /** The pattern colour (dark, another hue). */
  second: HexColour;
  /** The outline (mid-tone: visible on dark and on light pages). */
  ring: HexColour;
  /** Initials on the crest, upper case; empty when the name has no letter or digit. */
  initials: string;
}

/** Up to two initials of a name, from its first two words with a letter or digit: "Real Madrid" → "RM". */
export function crestInitials(name: string): string {
  return name
    .split(/[\s\-.'’/]+/u)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((letter) => letter !== '')
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase('en-US'))
    .join('');
}

/** FNV-1a hash (32 bit) of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A small deterministic number source seeded by the hash (xorshift32). */
function picker(seed: number) {
  let state = seed || 0x9e3779b9;
  return (count: number): number => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % count;
  };
}

const SHAPES = Object.values(CrestShape);
const PATTERNS = Object.values(CrestPattern);

/** The crest of a team, from its id and name (same input, same crest). */
export function crestOf(team: { id: number; name: string }): Crest {
  const pick = picker(fnv1a(`${team.id}:${team.name}`));
  const hue = pick(360);
  const secondHue = (hue + 90 + pick(181)) % 360;
  const saturation = 0.55 + pick(30) / 100;
  return {
    shape: SHAPES[pick(SHAPES.length)] ?? 'shield',
    pattern: PATTERNS[pick(PATTERNS.length)] ?? 'plain',
    // Luminance 0.04–0.11: white initials keep 7:1 or more.
    fill: hexWithLuminance(hue, saturation, 0.04 + pick(8) / 100),
    second: hexWithLuminance(secondHue, saturation, 0.05 + pick(6) / 100),
    // Luminance 0.2: 3:1 or more on the darkest and on the lightest backdrop.
    ring: hexWithLuminance(hue, 0.5, 0.2),
    initials: crestInitials(team.name),
  };
}

const OUTLINES: Record<CrestShape, string> = {
  shield: '<path d="M32 3 58 10v20c0 16-12 26-26 31C18 56 6 46 6 30V10Z"/>',
  circle: '<circle cx="32" cy="32" r="29"/>',
  hexagon: '<path d="M32 3 57 17.5v29L32 61 7 46.5v-29Z"/>',
  badge: '<rect x="5" y="5" width="54" height="54" rx="12"/>',
};

const PATTERN_SHAPES: Record<CrestPattern, string> = {
  plain: '',
  band: '<path d="M0 44 44 0h20v12L12 64H0Z"/>',
  halves: '<rect x="32" y="0" width="32" height="64"/>',
  chevron: '<path d="M0 38 32 52 64 38v26H0Z"/>',
};

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The crest as a standalone SVG document, `size` CSS pixels square (viewBox 64). */
export function crestSvg(crest: Crest, size: number): string {
  const outline = OUTLINES[crest.shape];
  const pattern = PATTERN_SHAPES[crest.pattern];
  const fontSize = Array.from(crest.initials).length > 1 ? 22 : 28;
  const y = crest.shape === 'shield' ? 31 : 33;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`,
    `<defs><clipPath id="c">${outline}</clipPath></defs>`,
    `<g fill="${crest.fill}">${outline}</g>`,
    pattern ? `<g clip-path="url(#c)" fill="${crest.second}">${pattern}</g>` : '',
    `<g fill="none" stroke="${crest.ring}" stroke-width="4">${outline}</g>`,
    crest.initials
      ? `<text x="32" y="${y}" fill="${CREST_INK}" font-family="system-ui,'Segoe UI',Roboto,'DejaVu Sans',Arial,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">${xmlEscape(crest.initials)}</text>`
      : '',
    '</svg>',
  ].join('');
}
