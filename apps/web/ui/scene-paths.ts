// The fallback pages' scenes (SPEC §2: 404, error, locked, blocked) as SVG markup, 240×160, drawn with
// the theme's colours (CSS variables reach into a <use>'s copy). Served in the icon sprite
// (icon-paths.ts) as `scene-<kind>`, so the not-found pages that Next puts in every page's RSC
// payload carry a <use> instead of the drawing. Server-only, like icon-paths.ts.
import type { FallbackKind } from '../features/fallback/texts.ts';

const LINE = 'stroke="var(--color-border-strong)" stroke-width="2"';

/** The pitch every scene stands on. */
const PITCH = [
  '<ellipse cx="120" cy="138" rx="104" ry="16" fill="var(--color-surface-3)" />',
  `<rect x="30" y="40" width="180" height="92" rx="10" fill="var(--color-accent)" fill-opacity="0.2" ${LINE} />`,
  `<path d="M120 40v92" ${LINE} />`,
  `<circle cx="120" cy="86" r="16" fill="none" ${LINE} />`,
  `<rect x="30" y="66" width="22" height="40" fill="none" ${LINE} />`,
  `<rect x="188" y="66" width="22" height="40" fill="none" ${LINE} />`,
].join('');

const SYMBOLS: Readonly<Record<FallbackKind, string>> = {
  // 404 with the ball off the field
  notFound: [
    '<text x="120" y="30" text-anchor="middle" font-size="30" font-weight="800" fill="var(--color-text)" font-family="inherit">404</text>',
    '<circle cx="206" cy="30" r="14" fill="var(--color-surface)" stroke="var(--color-text)" stroke-width="2" />',
    '<path d="m206 22 7 5-3 8h-8l-3-8z" fill="var(--color-text)" />',
    '<path d="M178 44c8-6 14-10 20-12" stroke="var(--color-text-muted)" stroke-width="2" stroke-dasharray="3 4" fill="none" />',
  ].join(''),
  error: [
    '<circle cx="120" cy="86" r="30" fill="var(--color-surface)" stroke="var(--color-live)" stroke-width="3" />',
    '<path d="M120 70v20M120 100v2" stroke="var(--color-live)" stroke-width="5" stroke-linecap="round" />',
  ].join(''),
  locked: [
    '<path d="M104 80v-12a16 16 0 0 1 32 0v12" fill="none" stroke="var(--color-text)" stroke-width="5" />',
    '<rect x="96" y="78" width="48" height="38" rx="6" fill="var(--color-surface)" stroke="var(--color-text)" stroke-width="3" />',
    '<circle cx="120" cy="95" r="4" fill="var(--color-text)" />',
    '<path d="M120 98v8" stroke="var(--color-text)" stroke-width="3" stroke-linecap="round" />',
  ].join(''),
  blocked: [
    '<circle cx="120" cy="86" r="30" fill="var(--color-surface)" stroke="var(--color-text)" stroke-width="3" />',
    '<path d="M90 86h60M120 56a46 46 0 0 1 0 60M120 56a46 46 0 0 0 0 60" stroke="var(--color-text)" stroke-width="2" fill="none" />',
    '<path d="M99 65l42 42" stroke="var(--color-live)" stroke-width="5" stroke-linecap="round" />',
  ].join(''),
};

/** The scenes as sprite symbols, `scene-<kind>`. */
export function sceneSymbols(): string {
  return Object.entries(SYMBOLS)
    .map(([kind, markup]) => `<symbol id="scene-${kind}" viewBox="0 0 240 160">${PITCH}${markup}</symbol>`)
    .join('');
}
