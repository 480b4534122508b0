export { FallbackPage, fallbackDescription, fallbackTitle } from './fallback-page.tsx';
export { FallbackIllustration } from './illustration.tsx';
export {
  countryName,
  FALLBACK_LOCALES,
  FALLBACK_TEXTS,
  type FallbackKind,
  type FallbackTexts,
  fallbackLocale,
  fallbackTexts,
} from './texts.ts';
