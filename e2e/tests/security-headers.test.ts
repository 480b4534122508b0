import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { stackUrls } from '../src/env.ts';

/** GET through node:http, which (unlike fetch) sends any Host header, as an attacker's client can. */
function get(url: string, headers: Record<string, string> = {}): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
  });
}

describe('security headers of the running web server', () => {
  it('builds the page policy from configuration, whatever the Host header says', async () => {
    const headers = await get(`${stackUrls().webUrl}/`, { host: 'x; frame-ancestors *' });
    const policy = String(headers['content-security-policy']);
    // The site itself and the e2e stack's example host page (EMBED_ALLOWED_ORIGINS), nothing else.
    const host = new URL(stackUrls().embedUrl).origin;
    expect(policy.match(/frame-ancestors [^;]*/g)).toEqual([`frame-ancestors 'self' ${host}`]);
    expect(policy).not.toContain('x;');
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS only behind a proxy that says https', async () => {
    const { webUrl } = stackUrls();
    expect((await get(`${webUrl}/`))['strict-transport-security']).toBeUndefined();
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get(`${webUrl}/`, https))['strict-transport-security']).toBe('max-age=31536000');
    expect((await get(`${webUrl}/de/no-such-page`, https))['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('passes the API’s own nosniff through the /api proxy', async () => {
    const api = await get(`${stackUrls().webUrl}/api/health`);
    expect(api['x-content-type-options']).toBe('nosniff');
  });
});
