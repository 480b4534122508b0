import { DEFAULT_LOCALE_CONFIG, type LocaleConfig } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { routeRequest } from './routing.ts';

const config = DEFAULT_LOCALE_CONFIG;

describe('routeRequest', () => {
  it('rewrites unprefixed paths to the default locale', () => {
    expect(routeRequest('/', '', config)).toEqual({
      kind: 'rewrite',
      locale: 'en',
      pathname: '/en',
      tracking: {},
    });
    expect(routeRequest('/soccer/england', '?page=2', config)).toMatchObject({
      kind: 'rewrite',
      pathname: '/en/soccer/england',
    });
  });

  it('keeps canonical prefixed paths', () => {
    expect(routeRequest('/de', '', config)).toEqual({ kind: 'next', locale: 'de', tracking: {} });
    expect(routeRequest('/pt-BR/soccer', '?x=1', config)).toMatchObject({ kind: 'next', locale: 'pt-BR' });
  });

  it('redirects an explicit default-locale prefix to the unprefixed path', () => {
    expect(routeRequest('/en', '', config)).toMatchObject({ kind: 'redirect', location: '/' });
    expect(routeRequest('/en/soccer', '?page=2', config)).toMatchObject({
      kind: 'redirect',
      location: '/soccer?page=2',
    });
  });

  it('redirects aliases and odd spellings to the configured locale', () => {
    expect(routeRequest('/br/soccer', '', config)).toMatchObject({
      kind: 'redirect',
      locale: 'pt-BR',
      location: '/pt-BR/soccer',
    });
    expect(routeRequest('/DE/live', '', config)).toMatchObject({ kind: 'redirect', location: '/de/live' });
  });

  it('treats an unknown first segment as a default-locale path', () => {
    expect(routeRequest('/nl/soccer', '', config)).toMatchObject({
      kind: 'rewrite',
      pathname: '/en/nl/soccer',
    });
  });

  it('captures tracking tags and redirects without them, keeping other parameters', () => {
    const decision = routeRequest('/de/soccer', '?stag=aff-1&page=2&gclid=g&ctag=', config);
    expect(decision).toEqual({
      kind: 'redirect',
      locale: 'de',
      location: '/de/soccer?page=2',
      tracking: { stag: 'aff-1', gclid: 'g' },
    });
    expect(routeRequest('/', '?btag=b', config)).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('redirects unprefixed paths when the locale must be in the URL', () => {
    const inUrl: LocaleConfig = { ...config, localeInUrl: true };
    expect(routeRequest('/soccer', '', inUrl)).toMatchObject({ kind: 'redirect', location: '/en/soccer' });
    expect(routeRequest('/en/soccer', '', inUrl)).toMatchObject({ kind: 'next', locale: 'en' });
  });
});
