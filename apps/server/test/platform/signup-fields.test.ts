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
