import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from './proxy.ts';

afterEach(() => vi.unstubAllEnvs());

async function csp(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await proxy(new NextRequest(url, { headers }));
  return response.headers.get('Content-Security-Policy') ?? '';
}

const directives = (policy: string, name: string) =>
  policy.split(';').filter((d) => d.trim().split(/\s+/)[0] === name);

describe('page Content-Security-Policy (proxy.ts)', () => {
  it('ignores the Host header: "x; frame-ancestors *" adds no directive', async () => {
    const policy = await csp('http://localhost:3000/', { host: 'x; frame-ancestors *' });
    expect(directives(policy, 'frame-ancestors')).toEqual([" frame-ancestors 'self'"]);
    expect(policy).not.toContain('x;');
    const withoutNonce = (p: string) => p.replace(/'nonce-[^']+'/, "'nonce-N'");
    expect(withoutNonce(policy)).toBe(
      withoutNonce(await csp('http://localhost:3000/', { host: 'other.example' })),
    );
  });

  it('takes the push socket origin and frame ancestors from configuration', async () => {
    vi.stubEnv('SITE_URL', 'https://bets.example.com');
    vi.stubEnv('FRAME_ANCESTORS', "'self' https://casino.example.com");
    const policy = await csp('http://localhost:3000/', { host: 'attacker.example' });
    expect(directives(policy, 'connect-src')).toEqual([" connect-src 'self' wss://bets.example.com"]);
    expect(directives(policy, 'frame-ancestors')).toEqual([
      " frame-ancestors 'self' https://casino.example.com",
    ]);
    expect(policy).not.toContain('attacker');
  });

  it('keeps a fresh nonce per response on scripts', async () => {
    const [a, b] = [await csp('http://localhost:3000/'), await csp('http://localhost:3000/')];
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(a.match(/'nonce-[^']+'/)?.[0]).not.toBe(b.match(/'nonce-[^']+'/)?.[0]);
  });
});
