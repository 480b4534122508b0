import { describe, expect, it } from 'vitest';
import { INIT_GRACE_MS, INIT_MAX_WAIT_MS, type InitState, initReady, initTarget } from './init-session.ts';

describe('initTarget: where /init-sportsbook?path= goes', () => {
  it('keeps a path of this site, with its query, in the page locale', () => {
    expect(initTarget('/live', 'en')).toBe('/live');
    expect(initTarget('/live', 'de')).toBe('/de/live');
    expect(initTarget('/soccer?tab=top#x', 'fr')).toBe('/fr/soccer?tab=top#x');
    // A locale prefix in the path does not win over the page's locale.
    expect(initTarget('/de/live', 'es')).toBe('/es/live');
  });

  it('sends anything else home', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      'live',
      '/\\evil.example',
      '',
      undefined,
      null,
    ])
      expect(initTarget(path, 'en')).toBe('/');
    expect(initTarget(['/live', '/x'], 'de')).toBe('/de');
    expect(initTarget(`/${'a'.repeat(600)}`, 'en')).toBe('/');
  });
});

describe('initReady: how long the frame waits for the host', () => {
  const state = (over: Partial<InitState>): InitState => ({
    elapsedMs: 0,
    sinceAnnouncedMs: 0,
    token: 'none',
    auth: 'not_logged_in',
    accountsLoaded: false,
    ...over,
  });

  it('goes once the host’s token signed the player in and the balance arrived, not before', () => {
    expect(initReady(state({ token: 'token', auth: 'pending' }))).toBe(false);
    expect(initReady(state({ token: 'token', auth: 'logged_in' }))).toBe(false);
    expect(initReady(state({ token: 'token', auth: 'logged_in', accountsLoaded: true }))).toBe(true);
    // A refused token still lets the visitor in, signed out.
    expect(initReady(state({ token: 'token', auth: 'not_logged_in' }))).toBe(true);
  });

  it('goes at once when the host says there is no player (empty token)', () => {
    expect(initReady(state({ token: 'cleared' }))).toBe(true);
  });

  it('without a token waits the grace period after announcing itself, then goes once the session is settled', () => {
    expect(initReady(state({ sinceAnnouncedMs: INIT_GRACE_MS - 1 }))).toBe(false);
    expect(initReady(state({ elapsedMs: INIT_GRACE_MS, sinceAnnouncedMs: INIT_GRACE_MS }))).toBe(true);
    // A slow bridge: the host has not even heard `initialized` yet, so the page keeps waiting.
    expect(initReady(state({ elapsedMs: INIT_GRACE_MS * 2, sinceAnnouncedMs: null }))).toBe(false);
    expect(initReady(state({ elapsedMs: INIT_GRACE_MS * 2, sinceAnnouncedMs: 10 }))).toBe(false);
    expect(initReady(state({ sinceAnnouncedMs: INIT_GRACE_MS, auth: 'pending' }))).toBe(false);
    expect(
      initReady(state({ sinceAnnouncedMs: INIT_GRACE_MS, auth: 'logged_in', accountsLoaded: true })),
    ).toBe(true);
  });

  it('never waits past the cap', () => {
    expect(initReady(state({ elapsedMs: INIT_MAX_WAIT_MS, token: 'token', auth: 'pending' }))).toBe(true);
    expect(initReady(state({ elapsedMs: INIT_MAX_WAIT_MS, sinceAnnouncedMs: null }))).toBe(true);
  });
});
