import { IMAGE_QUALITY } from './constants.ts';

/**
 * Image URLs (SPEC §7 "images come through an image proxy with resize, quality and format
 * parameters", §9 "2x variant for high density"): `/api/images/<path>?w=<width>[&q=<quality>][&fm=<format>]`.
 */

/** Where the API serves images (generated crests under `crests/`). */
export const IMAGE_PATH_PREFIX = '/api/images';

/** Widths in device pixels the image route renders; any other is refused, so caches hold few variants. */
export const IMAGE_WIDTHS = [16, 20, 24, 32, 40, 48, 64, 96, 128, 192, 256] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Output formats: the generated crests are vector (svg); the raster formats of SPEC §7 carry a quality. */
export const IMAGE_FORMATS = ['svg', 'avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Whether `width` is one the image route renders. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The smallest rendered width of at least `pixels` (the largest one when none is that wide). */
export function imageWidthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? 256;
}

/** The quality (0–100) a raster format is encoded at (SPEC §9): avif 65, webp 70, jpg 80. */
export function imageQualityFor(format: ImageFormat): number | null {
  if (format === 'svg') return null;
  return format === 'avif' ? IMAGE_QUALITY.avif : format === 'webp' ? IMAGE_QUALITY.webp : IMAGE_QUALITY.base;
}

/** Path of a team's generated crest: `/api/images/crests/12.svg`. */
export function crestImagePath(teamId: number): string {
  return `${IMAGE_PATH_PREFIX}/crests/${Math.max(0, Math.trunc(teamId))}.svg`;
}

/** An image URL for `cssWidth` CSS pixels at `density` (1 or 2): the width rounded up to a rendered one. */
export function imageUrl(path: string, cssWidth: number, density = 1): string {
  return `${path}?w=${imageWidthFor(cssWidth * density)}`;
}

/** `src` (1x) and `srcSet` (1x, 2x) of an image shown `cssWidth` CSS pixels wide. */
export function imageSources(path: string, cssWidth: number): { src: string; srcSet: string } {
  const src = imageUrl(path, cssWidth, 1);
  return { src, srcSet: `${src} 1x, ${imageUrl(path, cssWidth, 2)} 2x` };
}
