import { API_PREFIX } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp, type PlatformTestApp } from './helpers.ts';

// The push-notification service (SPEC §1, §7): the web app stores the browser's OneSignal subscription
// for the signed-in player with POST /settings one_signal_push_notification_subscription.

const SETTINGS = `${API_PREFIX.sportsbook}/settings`;
const FIELD = 'one_signal_push_notification_subscription';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

describe('push-notification subscription on POST /settings', () => {
  it("stores the player's subscription, reads it back on another device, and clears it with null", async () => {
    const phone = await t.player('push@x.test');
    expect((await phone.get(SETTINGS)).body[FIELD]).toBeNull();
    const saved = await phone.post(SETTINGS, { [FIELD]: 'b3c5a4e2-7d1f-4d6a-9a77-0f3b2a1c9e88' });
    expect(saved.status).toBe(200);
    expect(saved.body[FIELD]).toBe('b3c5a4e2-7d1f-4d6a-9a77-0f3b2a1c9e88');

    const laptop = t.agent();
    await laptop.signIn('push@x.test', 'secret-pass-1');
    expect((await laptop.get(SETTINGS)).body[FIELD]).toBe('b3c5a4e2-7d1f-4d6a-9a77-0f3b2a1c9e88');
    // Other settings saved later keep the subscription.
    await laptop.post(SETTINGS, { odds_type: 'american' });
    expect((await phone.get(SETTINGS)).body[FIELD]).toBe('b3c5a4e2-7d1f-4d6a-9a77-0f3b2a1c9e88');

    expect((await phone.post(SETTINGS, { [FIELD]: null })).body[FIELD]).toBeNull();
    expect((await laptop.get(SETTINGS)).body[FIELD]).toBeNull();
  });

  it('is player-only: visitors get 401, a cookie session without the CSRF header 403, others never see it', async () => {
    const owner = await t.player('push-owner@x.test');
    await owner.post(SETTINGS, { [FIELD]: 'owner-subscription' });
    const other = await t.player('push-other@x.test');
    expect((await other.get(SETTINGS)).body[FIELD]).toBeNull();
    const visitor = await t.agent().get(SETTINGS);
    expect(visitor.body[FIELD]).toBeUndefined();
    expect((await t.agent().post(SETTINGS, { [FIELD]: 'visitor' })).status).toBe(401);
    const forged = await other.post(SETTINGS, { [FIELD]: 'forged' }, { csrf: false });
    expect(forged.status).toBe(403);
    expect((await other.get(SETTINGS)).body[FIELD]).toBeNull();
  });

  it('refuses a subscription that is not a short text with 400 and keeps the stored one', async () => {
    const a = await t.player('push-bad@x.test');
    await a.post(SETTINGS, { [FIELD]: 'kept' });
    for (const value of [42, 'x'.repeat(501), { id: 'x' }, ['x']]) {
      const res = await a.post(SETTINGS, { [FIELD]: value });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await a.get(SETTINGS)).body[FIELD]).toBe('kept');
  });

  it('a burst of 50 saves from two devices ends with one of the two subscriptions', async () => {
    const one = await t.player('push-burst@x.test');
    const two = t.agent();
    await two.signIn('push-burst@x.test', 'secret-pass-1');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? one.post(SETTINGS, { [FIELD]: 'device-a' }) : two.post(SETTINGS, { [FIELD]: 'device-b' }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(['device-a', 'device-b']).toContain((await one.get(SETTINGS)).body[FIELD]);
  });
});
