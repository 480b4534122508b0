import { describe, expect, it } from 'vitest';
import { accessAllowed, type SiteAccessRule } from '../src/site-access.ts';

const rule = (over: Partial<SiteAccessRule> = {}): SiteAccessRule => ({
  allowed: true,
  allowed_countries: [],
  blocked_countries: [],
  ...over,
});

describe('accessAllowed (site config sign-in / sign-up rules)', () => {
  it('lets everyone in by default, nobody when the site turns it off', () => {
    expect(accessAllowed(rule(), 'FR')).toBe(true);
    expect(accessAllowed(rule(), null)).toBe(true);
    expect(accessAllowed(rule({ allowed: false }), 'FR')).toBe(false);
  });

  it('refuses blocked countries and, with an allow list, every other or unknown country', () => {
    expect(accessAllowed(rule({ blocked_countries: ['FR'] }), 'FR')).toBe(false);
    expect(accessAllowed(rule({ blocked_countries: ['FR'] }), 'DE')).toBe(true);
    const onlyDe = rule({ allowed_countries: ['DE'] });
    expect(accessAllowed(onlyDe, 'DE')).toBe(true);
    expect(accessAllowed(onlyDe, 'FR')).toBe(false);
    expect(accessAllowed(onlyDe, null)).toBe(false);
    expect(accessAllowed(rule({ allowed_countries: ['DE'], blocked_countries: ['DE'] }), 'DE')).toBe(false);
  });
});
