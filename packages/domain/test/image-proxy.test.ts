import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flagImagePath,
  IMAGE_MAX_PIXELS,
  IMAGE_QUALITY,
  type IMAGE_WIDTHS,
  imageFormatFromAccept,
  imagePixels,
  imageQuality,
  imageQualityFor,
  imageSources,
  isImageWidth,
} from '../src/index.ts';

/** The query parameters of a proxy URL (the domain package has no URL class: no DOM or Node types). */
function queryOf(url: string): Map<string, string> {
  const query = url.split('?')[1] ?? '';
  return new Map(
    query.split('&').map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [k, decodeURIComponent(v)] as [string, string];
    }),
  );
}

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describe('image quality (SPEC §9)', () => {
  it('is 80 for jpg, 65 for avif and 70 for webp at the default base', () => {
    expect(imageQuality('jpg')).toBe(80);
    expect(imageQuality('avif')).toBe(65);
    expect(imageQuality('webp')).toBe(70);
    expect(imageQualityFor('avif')).toBe(IMAGE_QUALITY.avif);
    expect(imageQualityFor('webp')).toBe(IMAGE_QUALITY.webp);
    expect(imageQualityFor('svg')).toBeNull();
  });

  it('keeps avif at 81.25 % and webp at 87.5 % of any base, rounded, avif ≤ webp ≤ jpg', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (base) => {
        const avif = imageQuality('avif', base);
        const webp = imageQuality('webp', base);
        expect(imageQuality('jpg', base)).toBe(base);
        expect(Math.abs(avif - base * 0.8125)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(webp - base * 0.875)).toBeLessThanOrEqual(0.5);
        expect(avif).toBeGreaterThanOrEqual(1);
        expect(avif).toBeLessThanOrEqual(webp);
        expect(webp).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('stays within 1–100 for a base out of range', () => {
    expect(imageQuality('jpg', 500)).toBe(100);
    expect(imageQuality('avif', -3)).toBe(1);
  });
});

describe('image format from the Accept header', () => {
  it('picks avif, then webp, then jpg', () => {
    expect(imageFormatFromAccept(CHROME_ACCEPT)).toBe('avif');
    expect(imageFormatFromAccept(SAFARI_15_ACCEPT)).toBe('webp');
    expect(imageFormatFromAccept('image/avif;q=0, image/webp;q=0.9')).toBe('webp');
    expect(imageFormatFromAccept('*/*')).toBe('jpg');
    expect(imageFormatFromAccept(undefined)).toBe('jpg');
  });
});

describe('proxied image sources', () => {
  it('ask for a rendered width, and twice the pixels for the 2x variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.string({ maxLength: 60 }), (cssWidth, src) => {
        const { src: one, srcSet } = imageSources(src, cssWidth);
        const oneParams = queryOf(one);
        const [, twoUrl] = srcSet.split(/ 1x, | 2x$/);
        const twoParams = queryOf(String(twoUrl));
        expect(oneParams.get('src')).toBe(src);
        const width = Number(oneParams.get('w'));
        expect(isImageWidth(width)).toBe(true);
        expect(width).toBeGreaterThanOrEqual(Math.min(cssWidth, 256));
        expect(twoParams.get('dpr')).toBe('2');
        expect(imagePixels(width as (typeof IMAGE_WIDTHS)[number], 2)).toBe(2 * width);
        expect(2 * width).toBeLessThanOrEqual(IMAGE_MAX_PIXELS);
      }),
    );
  });

  it('carry a fixed format and a fallback when asked', () => {
    const { src } = imageSources('https://cdn.example.com/a.png', 20, {
      format: 'webp',
      fallback: '/api/images/crests/3.svg',
    });
    const params = queryOf(src);
    expect([params.get('format'), params.get('fallback')]).toEqual(['webp', '/api/images/crests/3.svg']);
  });

  it('name flags by lower-case country or subdivision code and refuse anything else', () => {
    expect(flagImagePath('DE')).toBe('/api/images/flags/de.svg');
    expect(flagImagePath('GB-ENG')).toBe('/api/images/flags/gb-eng.svg');
    expect(flagImagePath('INT')).toBeNull();
    expect(flagImagePath('../x')).toBeNull();
    expect(flagImagePath(null)).toBeNull();
  });
});
