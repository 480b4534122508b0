import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '../../proxy.ts';
import { CONSENT_COOKIE, consentCookie, consentFrom, needsConsent, tagManagerUrl } from './rules.ts';

afterEach(() => vi.unstubAllEnvs());

describe('cookie consent and the tag manager (issue 15, SPEC §7 Analytics, §9)', () => {
  it('loads no tag manager before consent, nor after a rejection, and the one container after acceptance', () => {
    expect(tagManagerUrl('GTM-ABC123', null)).toBeNull();
    expect(tagManagerUrl('GTM-ABC123', 'denied')).toBeNull();
    expect(tagManagerUrl('GTM-ABC123', 'granted')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(tagManagerUrl(null, 'granted')).toBeNull();
    expect(tagManagerUrl('GTM-1"><script>', 'granted')).toBeNull();
  });

  it('asks only when something tracks and no answer is kept', () => {
    expect(needsConsent(true, null)).toBe(true);
    expect(needsConsent(true, 'granted')).toBe(false);
    expect(needsConsent(true, 'denied')).toBe(false);
    expect(needsConsent(false, null)).toBe(false);
  });

  it('keeps the answer 365 days in a cookie the server reads back', () => {
    const cookie = consentCookie('granted', true);
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=granted;`));
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('; Secure');
    expect(consentCookie('denied', false)).not.toContain('Secure');
    // In a frame (of another site, possibly): a partitioned cross-site cookie, the one a frame may keep.
    expect(consentCookie('granted', false, true)).toBe(
      `${CONSENT_COOKIE}=granted; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=None; Secure; Partitioned`,
    );
    expect(consentFrom('granted')).toBe('granted');
    expect(consentFrom('denied')).toBe('denied');
    expect(consentFrom('yes')).toBeNull();
    expect(consentFrom(undefined)).toBeNull();
  });

  it('allows the tag manager in the page CSP only when GTM_CSP is set', async () => {
    const csp = async () =>
      (await proxy(new NextRequest('http://localhost:3000/'))).headers.get('Content-Security-Policy') ?? '';
    expect(await csp()).toContain("img-src 'self' data: blob:;");
    expect(await csp()).not.toContain('googletagmanager');
    expect(await csp()).not.toContain('google-analytics');
    vi.stubEnv('GTM_CSP', '1');
    const policy = await csp();
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/img-src 'self' data: blob:[^;]* https:\/\/\*\.google-analytics\.com/);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  });

  it('allows the chat widget origins of CHAT_CSP_SOURCES, and none when the list is malformed', async () => {
    const csp = async () =>
      (await proxy(new NextRequest('http://localhost:3000/'))).headers.get('Content-Security-Policy') ?? '';
    expect(await csp()).not.toContain('frame-src');
    vi.stubEnv('CHAT_CSP_SOURCES', 'https://*.zdassets.com wss://*.zopim.com');
    expect(await csp()).toContain("frame-src 'self' https://*.zdassets.com wss://*.zopim.com;");
    expect(await csp()).toMatch(
      /connect-src 'self'[^;]* https:\/\/\*\.zdassets\.com wss:\/\/\*\.zopim\.com;/,
    );
    vi.stubEnv('CHAT_CSP_SOURCES', 'https://a.example; script-src *');
    expect(await csp()).not.toContain('a.example');
  });
});
