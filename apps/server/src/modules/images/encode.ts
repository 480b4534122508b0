import { imageQuality, type RasterFormat } from '@sportsbook/domain';
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded by the first image to encode, not with the server: it costs about 25 MB
 * of resident memory, and most starts (and every start once the proxy's cache is warm) encode nothing
 * (issue 13: API memory). A failure to load it is the caller's (not the image source's) error.
 */
export function loadEncoder(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // The proxy keeps its own cache of encoded results; libvips' operation cache would only hold memory.
    sharp.cache(false);
    // One libvips thread per encode: the gate in the service bounds how many run at once.
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** Larger sources (a decompression bomb) are refused before decoding. */
const MAX_INPUT_PIXELS = 5000 * 5000;

export const CONTENT_TYPES: Readonly<Record<RasterFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface EncodeOptions {
  /** Width in device pixels (the height keeps the aspect ratio). */
  pixels: number;
  format: RasterFormat;
  /** Base quality (SPEC §9); the format's own quality is derived from it. */
  baseQuality: number;
  /** A vector source may be drawn larger than its intrinsic size; a raster one is never enlarged. */
  vector: boolean;
}

/** Resizes and encodes an image (SVG or raster bytes); jpg has no transparency, so it is laid on white. */
export async function encodeImage(input: Buffer, options: EncodeOptions): Promise<Buffer> {
  const sharp = await loadEncoder();
  const quality = imageQuality(options.format, options.baseQuality);
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: options.pixels, withoutEnlargement: !options.vector });
  if (options.format === 'avif') return image.avif({ quality, effort: 2 }).toBuffer();
  if (options.format === 'webp') return image.webp({ quality }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
