import { IMAGE_QUALITY } from './constants.ts';

/**
 * Image URLs (SPEC §7 "images come through an image proxy with resize, quality and format
 * parameters", §9 "2x variant for high density"). Sources are paths below `/api/images` (generated
 * crests, country flags) or allowed remote images; the proxy rasterises them:
 * `/api/images/proxy?src=<source>&w=<css width>&dpr=<1|2>[&format=avif|webp|jpg][&q=<base quality>]`.
 */

/** Where the API serves images (generated crests under `crests/`, flags under `flags/`). */
export const IMAGE_PATH_PREFIX = '/api/images';

/** The image proxy's path. */
export const IMAGE_PROXY_PATH = `${IMAGE_PATH_PREFIX}/proxy`;

/** Widths in CSS pixels the image routes render; any other is refused, so caches hold few variants. */
export const IMAGE_WIDTHS = [16, 20, 24, 32, 40, 48, 64, 96, 128, 192, 256] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Device pixel ratios the proxy renders: 1, and 2 for high-density screens (twice the pixels). */
export const IMAGE_DENSITIES = [1, 2] as const;
export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

/** The widest image the proxy encodes, in device pixels: the largest width at the highest density. */
export const IMAGE_MAX_PIXELS = 256 * 2;

/** Output formats: the generated crests are vector (svg); the raster formats of SPEC §7 carry a quality. */
export const IMAGE_FORMATS = ['svg', 'avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The formats the proxy encodes, best (smallest) first. */
export const RASTER_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** Whether `width` is one the image routes render. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Whether `density` is a device pixel ratio the proxy renders. */
export function isImageDensity(density: number): density is ImageDensity {
  return (IMAGE_DENSITIES as readonly number[]).includes(density);
}

/** The smallest rendered width of at least `pixels` (the largest one when none is that wide). */
export function imageWidthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? 256;
}

/** Device pixels of an image `width` CSS pixels wide at `density` (never above IMAGE_MAX_PIXELS). */
export function imagePixels(width: ImageWidth, density: ImageDensity): number {
  return Math.min(width * density, IMAGE_MAX_PIXELS);
}

/**
 * The encoder quality (1–100) of a raster format for a base quality (SPEC §9): jpg at the base,
 * webp at 87.5 % and avif at 81.25 % of it, rounded to the nearest integer. Base 80 (the default):
 * avif 65, webp 70, jpg 80.
 */
export function imageQuality(format: RasterFormat, base: number = IMAGE_QUALITY.base): number {
  const clamped = Math.min(100, Math.max(1, Math.round(base)));
  // Integer ratios (13/16, 7/8) so the rule has no float rounding surprises.
  const scaled = format === 'avif' ? (clamped * 13) / 16 : format === 'webp' ? (clamped * 7) / 8 : clamped;
  return Math.max(1, Math.round(scaled));
}

/** The quality of `format` at the default base, or null for a vector format. */
export function imageQualityFor(format: ImageFormat): number | null {
  return format === 'svg' ? null : imageQuality(format);
}

/**
 * The best raster format an `Accept` header names with a non-zero q: avif, then webp, else jpg.
 * Wildcards (`image/*`, `*\/*`) do not count: browsers that send only those may not decode avif or webp.
 */
export function imageFormatFromAccept(accept: string | undefined): RasterFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpg';
}

/** Path of a team's generated crest: `/api/images/crests/12.svg`. */
export function crestImagePath(teamId: number): string {
  return `${IMAGE_PATH_PREFIX}/crests/${Math.max(0, Math.trunc(teamId))}.svg`;
}

/** A flag's code as the flag route names it (`de`, `gb-eng`), or null for a code with no flag shape. */
export function flagCode(countryCode: string | null | undefined): string | null {
  const code = (countryCode ?? '').trim().toLowerCase();
  return /^[a-z]{2}(-[a-z]{3})?$/.test(code) ? code : null;
}

/** Path of a country's flag (4:3): `/api/images/flags/de.svg`, or null for a code with no flag shape. */
export function flagImagePath(countryCode: string | null | undefined): string | null {
  const code = flagCode(countryCode);
  return code === null ? null : `${IMAGE_PATH_PREFIX}/flags/${code}.svg`;
}

/** Optional proxy parameters: a fixed format (else the browser's Accept decides), and our crest or flag to draw if `src` fails. */
export interface ImageUrlOptions {
  format?: RasterFormat;
  fallback?: string | null;
}

/** The proxy URL of `src` shown `cssWidth` CSS pixels wide at `density` (the width rounded up to a rendered one). */
export function imageUrl(
  src: string,
  cssWidth: number,
  density: ImageDensity = 1,
  options: ImageUrlOptions = {},
): string {
  const params: [string, string][] = [
    ['src', src],
    ['w', String(imageWidthFor(cssWidth))],
    ['dpr', String(density)],
  ];
  if (options.format) params.push(['format', options.format]);
  if (options.fallback) params.push(['fallback', options.fallback]);
  return `${IMAGE_PROXY_PATH}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** `src` (1x) and `srcSet` (1x, 2x) of the proxied image `src` shown `cssWidth` CSS pixels wide. */
export function imageSources(
  src: string,
  cssWidth: number,
  options: ImageUrlOptions = {},
): { src: string; srcSet: string } {
  const one = imageUrl(src, cssWidth, 1, options);
  return { src: one, srcSet: `${one} 1x, ${imageUrl(src, cssWidth, 2, options)} 2x` };
}
