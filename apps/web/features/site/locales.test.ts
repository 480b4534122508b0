import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxy } from '../../proxy.ts';

// The site config of GET /settings restricts the served locales (SPEC §3 Site config locales). The
// API is not running in a unit test: its answer is mocked at the fetch boundary.
beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/settings')) return new Response('not found', { status: 404 });
    return Response.json({
      feature_flags: { rtl_view: true },
      site_config: {
        seo: { title: 'S', description: '' },
        favicon: '/f.svg',
        locales: ['en', 'de'],
        rtl: true,
      },
    });
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('locales of the site config in page URLs', () => {
  it('redirects a page of an unserved locale to the same page in the default locale, query kept', async () => {
    const res = await proxy(new NextRequest('http://localhost:3000/ar/live?sport=soccer'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/live?sport=soccer');
  });

  it('serves the configured locales as before', async () => {
    const de = await proxy(new NextRequest('http://localhost:3000/de/live'));
    expect(de.headers.get('location')).toBeNull();
    expect(de.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const en = await proxy(new NextRequest('http://localhost:3000/live'));
    expect(en.headers.get('location')).toBeNull();
  });
});
