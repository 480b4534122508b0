import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cookieValueFrom,
  isMatchVisibleForTestProviders,
  testProvidersCookieValue,
  testProvidersFromCookie,
} from '../src/index.ts';

describe('test-provider cookie', () => {
  it('reads sport:provider pairs joined by a bar', () => {
    expect(testProvidersFromCookie('soccer:betconstruct|dota-2:oddin')).toEqual([
      { sport: 'soccer', provider: 'betconstruct' },
      { sport: 'dota-2', provider: 'oddin' },
    ]);
    expect(testProvidersFromCookie('soccer%3Aoddin%7Ctennis%3Abetradar')).toHaveLength(2);
  });

  it('yields none for a malformed value, not the well-formed part', () => {
    for (const value of [
      'soccer',
      'soccer:',
      ':oddin',
      'soccer:oddin|',
      'soccer:oddin||tennis:betradar',
      'soccer:oddin:x',
      'soccer:oddin|tennis',
      'Soccer:Oddin',
      '%E0%A4%A',
      '',
      undefined,
      null,
    ]) {
      expect(testProvidersFromCookie(value), String(value)).toEqual([]);
    }
  });

  it('round-trips through its cookie value (property)', () => {
    const key = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,10}$/);
    fc.assert(
      fc.property(fc.array(fc.record({ sport: key, provider: key }), { maxLength: 5 }), (pairs) => {
        expect(testProvidersFromCookie(testProvidersCookieValue(pairs))).toEqual(pairs);
      }),
    );
  });

  it('finds one cookie in a cookie header', () => {
    expect(cookieValueFrom('a=1; test_providers=soccer%3Aoddin; b=2', 'test_providers')).toBe('soccer:oddin');
    expect(cookieValueFrom('a=1', 'test_providers')).toBeNull();
  });
});

describe('isMatchVisibleForTestProviders', () => {
  const pairs = testProvidersFromCookie('soccer:betconstruct|soccer:oddin');

  it('shows every match when no pair names its sport', () => {
    expect(isMatchVisibleForTestProviders({ sportKey: 'tennis', provider: 'betradar' }, pairs)).toBe(true);
    expect(isMatchVisibleForTestProviders({ sportKey: 'soccer', provider: 'betradar' }, [])).toBe(true);
  });

  it('shows a named sport only from its test providers', () => {
    expect(isMatchVisibleForTestProviders({ sportKey: 'soccer', provider: 'betconstruct' }, pairs)).toBe(
      true,
    );
    expect(isMatchVisibleForTestProviders({ sportKey: 'soccer', provider: 'oddin' }, pairs)).toBe(true);
    expect(isMatchVisibleForTestProviders({ sportKey: 'soccer', provider: 'betradar' }, pairs)).toBe(false);
  });
});
