import { describe, expect, it } from 'vitest';
import {
  authPreloads,
  documentDirection,
  flagOn,
  pushDeltaCompression,
  servedLocales,
  unservedLocaleRedirect,
} from './rules.ts';

describe('feature flags and site switches of GET /settings (SPEC §3, §6)', () => {
  it('reads a flag as on only when it is true', () => {
    expect(flagOn({ responsible_gambling: true }, 'responsible_gambling')).toBe(true);
    expect(flagOn({ responsible_gambling: false }, 'responsible_gambling')).toBe(false);
    expect(flagOn({}, 'activity_tracking')).toBe(false);
    expect(flagOn(undefined, 'activity_tracking')).toBe(false);
  });

  it('lays ar, he, fa and ur out right to left only when both rtl and rtl_view are on', () => {
    for (const locale of ['ar', 'he', 'fa', 'ur']) {
      expect(documentDirection(locale, { rtl: true, rtlView: true })).toBe('rtl');
      expect(documentDirection(locale, { rtl: false, rtlView: true })).toBe('ltr');
      expect(documentDirection(locale, { rtl: true, rtlView: false })).toBe('ltr');
    }
    expect(documentDirection('de', { rtl: true, rtlView: true })).toBe('ltr');
  });

  it('offers the configured locales the app ships, in the configured order, else every shipped one', () => {
    expect(servedLocales(['de', 'en', 'ar'])).toEqual(['de', 'en', 'ar']);
    expect(servedLocales(['en', 'xx', 'en'])).toEqual(['en']);
    expect(servedLocales([])).toContain('ja');
    expect(servedLocales(undefined)).toContain('ar');
  });

  it('sends a page of a locale the site does not serve to the same page in its default locale', () => {
    const served = ['en', 'de'];
    expect(unservedLocaleRedirect('/ar/live', '?sport=soccer', served)).toBe('/live?sport=soccer');
    expect(unservedLocaleRedirect('/fr', '', served)).toBe('/');
    expect(unservedLocaleRedirect('/de/live', '', served)).toBeNull();
    expect(unservedLocaleRedirect('/live', '', served)).toBeNull();
    // The unprefixed path is English: a site without English sends it to its first locale.
    expect(unservedLocaleRedirect('/live', '', ['de', 'fr'])).toBe('/de/live');
    expect(unservedLocaleRedirect('/ar', '', ['de', 'fr'])).toBe('/de');
  });

  it('preloads the sign-in and sign-up modals for visitors only, as their flags say', () => {
    const both = { sign_in_iframe_preloader: true, sign_up_iframe_preloader: true };
    expect(authPreloads(both, true)).toEqual(['sign_in', 'sign_up']);
    expect(authPreloads(both, false)).toEqual([]);
    expect(authPreloads({ sign_up_iframe_preloader: true }, true)).toEqual(['sign_up']);
    expect(authPreloads({}, true)).toEqual([]);
  });

  it('asks the push client for deltas only when the site and the push_delta_compression flag agree', () => {
    const on = {
      site_config: { pushDeltaCompression: true },
      feature_flags: { push_delta_compression: true },
    };
    expect(pushDeltaCompression(on)).toBe(true);
    expect(pushDeltaCompression({ ...on, feature_flags: { push_delta_compression: false } })).toBe(false);
    expect(pushDeltaCompression({ ...on, site_config: { pushDeltaCompression: false } })).toBe(false);
    expect(pushDeltaCompression(undefined)).toBe(false);
  });
});
