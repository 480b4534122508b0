import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_COOKIE, SettingsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { loadSiteConfig } from '../src/site-config.ts';
import { createPlatformApp, DEMO, type PlatformTestApp } from './platform/helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
function file(json: unknown): string {
  const name = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(name, typeof json === 'string' ? json : JSON.stringify(json));
  return name;
}

describe('site configuration', () => {
  it('turns video on by default, off with VIDEO_ENABLED=0 or videoSettings.enabled false', () => {
    expect(loadSiteConfig({}).videoSettings).toEqual({ enabled: true });
    expect(loadSiteConfig({ VIDEO_ENABLED: '0' }).videoSettings).toEqual({ enabled: false });
    const off = file({ videoSettings: { enabled: false } });
    expect(loadSiteConfig({ SITE_CONFIG_FILE: off }).videoSettings).toEqual({ enabled: false });
    expect(() => loadSiteConfig({ SITE_CONFIG_FILE: file({ videoSettings: { enabled: 'no' } }) })).toThrow(
      /videoSettings\.enabled/,
    );
  });

  it('has the documented defaults without a file', () => {
    const site = loadSiteConfig({});
    expect(site).toMatchObject({
      favicon: '/favicon.svg',
      logo: null,
      seo: { title: 'Sportsbook', description: '' },
      chat: { type: 'none' },
      pushNotifications: { type: 'none' },
      depositReminder: { showDepositReminder: false, playerGroupId: null, remindAfter: 10 },
      signUpReminderSeconds: 0,
      isMyBetsVisible: true,
      gtmId: null,
      signIn: { allowed: true, allowedCountries: [], blockedCountries: [] },
      betSharing: true,
      featureFlags: { jackpots: true, quick_deposit: true, accumulator_progress_bar: true, rtl_view: true },
    });
    expect(site.locales).toContain('en');
    const example = path.join(REPO_ROOT, 'site-config.example.json');
    expect(loadSiteConfig({ SITE_CONFIG_FILE: example })).toEqual(site);
  });

  it('reads the file, and an environment variable overrides its field', () => {
    const name = file({
      isMyBetsVisible: false,
      seo: { title: 'Acme Bets' },
      featureFlags: { jackpots: true, activity_tracking: true },
      depositReminder: { showDepositReminder: true, remindAfter: 30 },
      signUp: { allowed: false },
    });
    const config = loadConfig({ SITE_CONFIG_FILE: name, JACKPOTS: '0', DEPOSIT_REMINDER_SECONDS: '45' });
    expect(config.site).toMatchObject({
      isMyBetsVisible: false,
      seo: { title: 'Acme Bets', description: '' },
      featureFlags: { jackpots: false, activity_tracking: true },
      depositReminder: { showDepositReminder: true, remindAfter: 45 },
      signUp: { allowed: false },
    });
    expect(config.cashier.jackpots).toBe(false);
    expect(config.cashier.depositReminder).toEqual({
      show: true,
      playerGroupId: null,
      remindAfterSeconds: 45,
    });
  });

  it('keeps the older variables working: BLOCKED_COUNTRIES, STATUS_GROUP_REQUIRED, NEXT_PUBLIC_SIGN_UP_REMINDER_SECONDS', () => {
    const site = loadSiteConfig({
      BLOCKED_COUNTRIES: 'fr,de',
      STATUS_GROUP_REQUIRED: 'bronze',
      NEXT_PUBLIC_SIGN_UP_REMINDER_SECONDS: '20',
      IS_MY_BETS_VISIBLE: '0',
    });
    expect(site.signIn.blockedCountries).toEqual(['FR', 'DE']);
    expect(site.signUp.blockedCountries).toEqual(['FR', 'DE']);
    expect(site.statusGroupCheck.requiredStatus).toBe('bronze');
    expect(site.signUpReminderSeconds).toBe(20);
    expect(site.isMyBetsVisible).toBe(false);
  });

  it('refuses a bad value at start, naming the field and the file', () => {
    const bad = file({ featureFlags: { jackpots: 'yes' }, chat: { type: 'skype' } });
    expect(() => loadConfig({ SITE_CONFIG_FILE: bad })).toThrow(/invalid site configuration \(.+\.json\)/);
    expect(() => loadConfig({ SITE_CONFIG_FILE: bad })).toThrow(/featureFlags\.jackpots: .*boolean/);
    expect(() => loadConfig({ SITE_CONFIG_FILE: bad })).toThrow(/chat\.type: /);
    expect(() => loadSiteConfig({ SITE_CONFIG_FILE: file({ isMyBetVisible: false }) })).toThrow(
      /isMyBetVisible/,
    );
    expect(() => loadSiteConfig({ GTM_ID: 'not-a-container' })).toThrow(
      /gtmId: expected a tag manager container id/,
    );
    expect(() => loadSiteConfig({ SITE_CONFIG_FILE: file('{ not json') })).toThrow(/not a JSON object/);
    expect(() => loadSiteConfig({ SITE_CONFIG_FILE: path.join(dir, 'missing.json') })).toThrow(/cannot read/);
  });
});

describe('GET /settings and sign-in under a site configuration', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SITE_CONFIG_FILE: file({
        isMyBetsVisible: false,
        signUpReminderSeconds: 15,
        seo: { title: 'Acme Bets', description: 'Odds' },
        logo: '/logo.svg',
        gtmId: 'GTM-ABC1234',
        chat: { type: 'livechat', id: '123', region: 'eu' },
        signIn: { allowed: false },
        signUp: { allowedCountries: ['DE'] },
        statusGroupCheck: { requiredStatus: 'secret-group' },
        featureFlags: { responsible_gambling: false },
      }),
    });
    t = await createPlatformApp({ site: config.site, cashier: config.cashier });
  });
  afterAll(async () => t?.close());

  it('serves what the page needs and nothing server-only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sportsbook/v2/settings' });
    const body = SettingsResponse.parse(res.json());
    expect(body.site_config).toMatchObject({
      isMyBetsVisible: false,
      signUpReminderSeconds: 15,
      seo: { title: 'Acme Bets', description: 'Odds' },
      logo: '/logo.svg',
      gtmId: 'GTM-ABC1234',
      chat: { type: 'livechat', id: '123', region: 'eu' },
      signIn: { allowed: false, allowed_countries: [], blocked_countries: [] },
      signUp: { allowed: true, allowed_countries: ['DE'], blocked_countries: [] },
      statusGroupCheck: true,
      betSharing: true,
    });
    expect(body.feature_flags).toMatchObject({ responsible_gambling: false, jackpots: true });
    expect(res.body).not.toContain('secret-group');
  });

  it('refuses sign-in when turned off and sign-up outside the allowed countries', async () => {
    const a = t.agent();
    const signIn = await a.signIn(DEMO.email, DEMO.password, {}, { 'x-country-code': 'DE' });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('sign_in_disabled');
    const up = (country: string) =>
      a.post(
        '/users',
        { email: `${country}@x.test`, password: 'some-pass-123', currency: 'EUR' },
        {
          headers: { 'x-country-code': country },
        },
      );
    expect((await up('FR')).body.code).toBe('country_blocked');
    expect((await up('DE')).status).toBe(201);
    a.jar.set(PLATFORM_COOKIE.country, 'DE');
    const access = await a.get('/access');
    expect(access.body).toMatchObject({ sign_in_allowed: false, sign_up_allowed: true });
  });
});
