/** Colour arithmetic for generated images (crests): sRGB hex colours, WCAG relative luminance and contrast. */

/** A colour as `#rrggbb`. */
export type HexColour = `#${string}`;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance (0 black … 1 white) of a `#rrggbb` colour. */
export function relativeLuminance(hex: HexColour): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two colours, 1 (same) to 21 (black on white). */
export function contrastRatio(a: HexColour, b: HexColour): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `#rrggbb` of an HSL colour: hue in degrees, saturation and lightness 0–1. */
export function hexFromHsl(hue: number, saturation: number, lightness: number): HexColour {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const part = (n: number) => {
    const k = (n + hue / 30) % 12;
    const v = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${part(0)}${part(8)}${part(4)}`;
}

/**
 * The colour of `hue` and `saturation` whose relative luminance is nearest `luminance` (lightness
 * found by bisection; luminance rises with lightness at a fixed hue and saturation).
 */
export function hexWithLuminance(hue: number, saturation: number, luminance: number): HexColour {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (relativeLuminance(hexFromHsl(hue, saturation, mid)) < luminance) low = mid;
    else high = mid;
  }
  return hexFromHsl(hue, saturation, (low + high) / 2);
}
