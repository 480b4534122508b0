import { API_PREFIX } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp, type PlatformTestApp } from './helpers.ts';

const SETTINGS = `${API_PREFIX.sportsbook}/settings`;

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

describe('betting settings follow the player across devices', () => {
  it('saves odds-change acceptance, stakes and odds format, and a second session reads them back', async () => {
    const phone = await t.player('sync@x.test');
    const saved = await phone.post(SETTINGS, {
      auto_accept_odds_change: 'higher',
      stakes: [200, 700, 1500],
      odds_type: 'british',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      auto_accept_odds_change: 'higher',
      stakes: [200, 700, 1500],
      odds_types: { selected: 'british' },
    });

    const laptop = t.agent();
    expect((await laptop.signIn('sync@x.test', 'secret-pass-1')).status).toBe(200);
    const read = await laptop.get(SETTINGS);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.body).toMatchObject({
      auto_accept_odds_change: 'higher',
      stakes: [200, 700, 1500],
      odds_types: { selected: 'british' },
    });

    // A partial save from the second device keeps the rest.
    await laptop.post(SETTINGS, { auto_accept_odds_change: 'any' });
    expect((await phone.get(SETTINGS)).body).toMatchObject({
      auto_accept_odds_change: 'any',
      stakes: [200, 700, 1500],
      odds_types: { selected: 'british' },
    });
  });

  it('keeps one player’s settings from another and from visitors', async () => {
    await (await t.player('own@x.test')).post(SETTINGS, { stakes: [111], odds_type: 'american' });
    const other = await t.player('other@x.test');
    const theirs = (await other.get(SETTINGS)).body;
    expect(theirs.stakes).not.toEqual([111]);
    expect(theirs.odds_types.selected).toBe('european');
    const visitor = await t.agent().get(SETTINGS);
    expect(visitor.body.stakes).not.toEqual([111]);
    expect((await t.agent().post(SETTINGS, { stakes: [1] })).status).toBe(401);
  });

  it('refuses bad values with 400 and keeps the saved ones', async () => {
    const a = await t.player('bad-settings@x.test');
    await a.post(SETTINGS, { stakes: [300] });
    for (const body of [{ stakes: [] }, { stakes: [0] }, { auto_accept_odds_change: 'sometimes' }]) {
      const res = await a.post(SETTINGS, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await a.get(SETTINGS)).body.stakes).toEqual([300]);
  });

  it('a burst of 50 saves from two sessions at once ends with one of them whole, never a mix', async () => {
    const one = await t.player('burst@x.test');
    const two = t.agent();
    await two.signIn('burst@x.test', 'secret-pass-1');
    const a = { stakes: [100, 200], auto_accept_odds_change: 'none', odds_type: 'european' };
    const b = { stakes: [900, 1800], auto_accept_odds_change: 'any', odds_type: 'hongkong' };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? one.post(SETTINGS, a) : two.post(SETTINGS, b))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const final = (await one.get(SETTINGS)).body;
    const picked = {
      stakes: final.stakes,
      auto_accept_odds_change: final.auto_accept_odds_change,
      odds_type: final.odds_types.selected,
    };
    expect([a, b]).toContainEqual(picked);
  });
});
