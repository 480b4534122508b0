import { imageQuality, type RasterFormat } from '@sportsbook/domain';
import sharp from 'sharp';

// The proxy keeps its own cache of encoded results; libvips' operation cache would only hold memory.
sharp.cache(false);
// One libvips thread per encode: the gate in the service bounds how many run at once.
sharp.concurrency(1);

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
  const quality = imageQuality(options.format, options.baseQuality);
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: options.pixels, withoutEnlargement: !options.vector });
  if (options.format === 'avif') return image.avif({ quality, effort: 2 }).toBuffer();
  if (options.format === 'webp') return image.webp({ quality }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
