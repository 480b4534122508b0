export { DEFAULT_THEME, THEME_COOKIE, THEMES, type Theme, themeFrom } from './theme.ts';
export { ThemeToggle } from './theme-toggle.tsx';
