/** The two colour themes (SPEC §9); dark is the default. */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** Cookie that remembers the theme, read on the server so the first paint already has it. */
export const THEME_COOKIE = 'sb_theme';
export const DEFAULT_THEME: Theme = 'dark';

/** A cookie value as a theme, else the default. */
export function themeFrom(value: string | undefined | null): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}
