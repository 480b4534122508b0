import { describe, expect, it } from 'vitest';
import { buildCsp, cspSources } from './csp.ts';

describe('buildCsp', () => {
  it('is strict and same-origin by default', () => {
    expect(buildCsp({ nonce: 'bm9uY2U=' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
  });

  it('frames only this origin by default: the product pages frame their provider through /api', () => {
    const csp = buildCsp({ nonce: 'n' });
    expect(csp).not.toContain('frame-src');
    expect(csp.startsWith("default-src 'self';")).toBe(true);
  });

  it('allows the WebSocket origin of the configured site, and nothing of a malformed one', () => {
    expect(buildCsp({ nonce: 'n', siteUrl: 'https://bets.example.com/' })).toContain(
      "connect-src 'self' wss://bets.example.com;",
    );
    expect(buildCsp({ nonce: 'n', siteUrl: 'http://localhost:3000' })).toContain(
      "connect-src 'self' ws://localhost:3000;",
    );
    for (const bad of ['not a url', 'javascript:alert(1)', 'https://x; frame-ancestors *']) {
      expect(buildCsp({ nonce: 'n', siteUrl: bad })).not.toContain('frame-ancestors *');
    }
    expect(buildCsp({ nonce: 'n', siteUrl: 'javascript:alert(1)' })).toContain("connect-src 'self';");
  });

  it("frames and calls an external payment provider's origins when configured, and nothing malformed", () => {
    const csp = buildCsp({
      nonce: 'n',
      paymentSources: 'https://pay.example.com https://cdn.pay.example.com',
    });
    expect(csp).toContain("frame-src 'self' https://pay.example.com https://cdn.pay.example.com;");
    expect(csp).toContain("connect-src 'self' https://pay.example.com https://cdn.pay.example.com;");
    expect(buildCsp({ nonce: 'n', paymentSources: 'https://pay.example.com; script-src *' })).not.toContain(
      'frame-src',
    );
  });

  it('loads layout-block images and iframes from CONTENT_CSP_SOURCES only, and nothing malformed', () => {
    const csp = buildCsp({
      nonce: 'n',
      contentSources: 'https://cdn.example.test https://widgets.example.test',
    });
    expect(csp).toContain(
      "img-src 'self' data: blob: https://cdn.example.test https://widgets.example.test;",
    );
    expect(csp).toContain("frame-src 'self' https://cdn.example.test https://widgets.example.test;");
    expect(csp).toContain("connect-src 'self';");
    expect(
      buildCsp({ nonce: 'n', contentSources: "https://x.test; script-src 'unsafe-inline'" }),
    ).not.toContain('x.test');
  });

  it('adds eval for React dev tooling only in development', () => {
    expect(buildCsp({ nonce: 'n', dev: true })).toContain("'strict-dynamic' 'unsafe-eval'");
  });
});

describe('frame-ancestors from FRAME_ANCESTORS', () => {
  it('keeps valid sources and drops anything that could add a directive', () => {
    expect(cspSources("'self' https://casino.example.com *.partner.example:8443")).toEqual([
      "'self'",
      'https://casino.example.com',
      '*.partner.example:8443',
    ]);
    expect(cspSources("https://a.example; script-src 'unsafe-inline'")).toEqual([]);
    expect(cspSources('https://a.example,https://b.example')).toEqual([]);
    expect(buildCsp({ nonce: 'n', frameAncestors: 'x; frame-ancestors *' })).toContain(
      "frame-ancestors 'self';",
    );
    expect(buildCsp({ nonce: 'n', frameAncestors: '  ' })).toContain("frame-ancestors 'self';");
  });
});
