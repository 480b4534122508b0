import type { IncomingMessage } from 'node:http';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, securityHeaderRules } from './security-headers.ts';

/** The headers next.config's rules give a request with these headers, matched by Next's own `has` matcher. */
function headersFor(requestHeaders: Record<string, string>): Record<string, string> {
  const req = { headers: requestHeaders } as unknown as IncomingMessage;
  const out: Record<string, string> = {};
  for (const rule of securityHeaderRules()) {
    if (rule.has && matchHas(req, {}, rule.has) === false) continue;
    for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

describe('security headers of every web response', () => {
  it('always sends nosniff and the referrer policy', () => {
    expect(headersFor({})).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('adds HSTS when the proxy says the request came over https', () => {
    expect(headersFor({ 'x-forwarded-proto': 'https' })['Strict-Transport-Security']).toBe(HSTS_VALUE);
    expect(headersFor({ 'x-forwarded-proto': 'https, http' })['Strict-Transport-Security']).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toMatch(/^max-age=\d{8,}$/);
  });

  it('sends no HSTS over plain http', () => {
    expect(headersFor({})['Strict-Transport-Security']).toBeUndefined();
    expect(headersFor({ 'x-forwarded-proto': 'http' })['Strict-Transport-Security']).toBeUndefined();
    expect(headersFor({ 'x-forwarded-proto': 'http,https' })['Strict-Transport-Security']).toBeUndefined();
  });
});
