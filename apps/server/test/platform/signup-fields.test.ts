import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp, type PlatformTestApp } from './helpers.ts';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

/** The ISO date `years` years before the app clock's day, shifted by `days`. */
function birthDate(years: number, days = 0): string {
  const d = t.clock.now();
  const b = new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days));
  return b.toISOString().slice(0, 10);
}

const base = { password: 'long-enough-1', currency: 'EUR', first_name: 'Ada', last_name: 'Lovelace' };

describe('sign-up identity fields', () => {
  it('refuses a player one day short of 18 with 422 underage and makes no account', async () => {
    const a = t.agent();
    const res = await a.post('/users', { ...base, email: 'young@x.test', date_of_birth: birthDate(18, 1) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('underage');
    expect(res.body.message).toMatch(/18/);
    const again = await a.post('/users', { ...base, email: 'young@x.test', date_of_birth: birthDate(30) });
    expect(again.status).toBe(201);
  });

  it('accepts a player on the 18th birthday', async () => {
    const res = await t
      .agent()
      .post('/users', { ...base, email: 'adult@x.test', date_of_birth: birthDate(18) });
    expect(res.status).toBe(201);
  });

  it('refuses a date that is not a real calendar date, and terms_accepted other than true', async () => {
    const a = t.agent();
    const bad = await a.post('/users', { ...base, email: 'bad@x.test', date_of_birth: '2001-02-29' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({ path: 'date_of_birth', message: 'invalid' });
    const terms = await a.post('/users', { ...base, email: 'terms@x.test', terms_accepted: false });
    expect(terms.status).toBe(400);
    expect(terms.body.details).toContainEqual({ path: 'terms_accepted', message: 'invalid' });
  });
});

describe('sign-up identity fields are stored', () => {
  it('shows names, date of birth and country in the profile after sign-in', async () => {
    const a = await t.player('ident@x.test', {
      first_name: 'Grace',
      last_name: 'Hopper',
      date_of_birth: '1990-12-09',
      country: 'DE',
      terms_accepted: true,
    });
    const me = await a.get('/player');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      date_of_birth: '1990-12-09',
      country: { code: 'DE' },
      name: 'Grace Hopper',
    });
    // The deposit's missed fields shrink to what sign-up did not ask.
    expect(me.body.auth_fields_missed).toEqual(['mobile_phone']);
  });

  it('by default requires none of them (the access check says so)', async () => {
    const access = await t.agent().get('/access');
    expect(access.body.sign_up_required_fields).toEqual([]);
    const me = await t.player('bare@x.test');
    expect((await me.get('/player')).body.date_of_birth).toBeNull();
  });
});

describe('SIGNUP_REQUIRED_FIELDS', () => {
  let strict: PlatformTestApp;
  beforeAll(async () => {
    strict = await createPlatformApp({
      signUpRequiredFields: ['first_name', 'last_name', 'date_of_birth', 'country', 'terms_accepted'],
    });
  });
  afterAll(async () => strict?.close());

  it('answers 400 blank for each required field left out or empty, and lists them on /access', async () => {
    const access = await strict.agent().get('/access');
    expect(access.body.sign_up_required_fields).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'country',
      'terms_accepted',
    ]);
    const res = await strict.agent().post('/users', {
      email: 'strict@x.test',
      password: 'long-enough-1',
      currency: 'EUR',
      first_name: ' ',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'country',
      'terms_accepted',
    ]);
    expect(new Set(res.body.details.map((d: { message: string }) => d.message))).toEqual(new Set(['blank']));
  });

  it('signs up with every field given', async () => {
    const res = await strict.agent().post('/users', {
      email: 'full@x.test',
      password: 'long-enough-1',
      currency: 'EUR',
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '1985-12-10',
      country: 'GB',
      terms_accepted: true,
    });
    expect(res.status).toBe(201);
  });
});
