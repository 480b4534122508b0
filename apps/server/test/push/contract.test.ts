import {
  matchChannel,
  PushEvent,
  parsePushChannel,
  privateChannel,
  publicChannel,
  pushEvent,
} from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';

describe('push channels and events (packages/contract)', () => {
  it('names channels with the push locale (pt-BR and br → pt)', () => {
    expect(publicChannel('en')).toBe('public:en');
    expect(publicChannel('pt-BR')).toBe('public:pt');
    expect(matchChannel('br', 12)).toBe('public:pt:match:12');
    expect(privateChannel('de', 42)).toBe('$private:de:42');
  });

  it('parses valid channel names and refuses others', () => {
    expect(parsePushChannel('public:es-MX')).toEqual({ kind: 'public', locale: 'es-MX' });
    expect(parsePushChannel('public:en:match:5')).toEqual({ kind: 'match', locale: 'en', matchId: 5 });
    expect(parsePushChannel('$private:en:u-1')).toEqual({ kind: 'private', locale: 'en', userId: 'u-1' });
    for (const bad of [
      '',
      'public',
      'public:',
      'public:EN',
      'public:en:match:0',
      'public:en:x:1',
      '$private:en:',
      'private:en:1',
      `public:${'a'.repeat(300)}`,
    ]) {
      expect(parsePushChannel(bad)).toBeNull();
    }
  });

  it('validates the four event shapes', () => {
    expect(PushEvent.parse(pushEvent('match_changed', { id: 3, status: 1, stage: '2nd half' }))).toBeTruthy();
    expect(PushEvent.parse(pushEvent('match_status_changed', { match_id: 3, status: 4 }))).toBeTruthy();
    expect(PushEvent.parse(pushEvent('markets_changed', { match_id: 3, markets: [] }))).toBeTruthy();
    expect(
      PushEvent.parse(pushEvent('provider_status_changed', { provider: 'oddin', status: 'active' })),
    ).toBeTruthy();
    expect(PushEvent.safeParse({ event_name: 'match_changed', message: { status: 1 } }).success).toBe(false);
    expect(
      PushEvent.safeParse({
        event_name: 'provider_status_changed',
        message: { provider: 'oddin', status: 'on' },
      }).success,
    ).toBe(false);
  });
});
