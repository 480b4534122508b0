import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStatus } from './auth-status.ts';

// The auth status a page starts with in the browser: a visitor with no session cookie and no embed
// token is signed out from the first render (as the server drew the page for a request without the
// cookie), so hydration has no auth change to re-render; anyone else is unknown until the profile
// answers.

async function startStatus(cookie: string, embedToken: string | null): Promise<AuthStatus> {
  vi.resetModules();
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', { sessionStorage: { getItem: () => embedToken } });
  const { getAuthStatus } = await import('./auth-store.ts');
  return getAuthStatus();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the auth status a page starts with', () => {
  it('is signed out in a browser with neither the session cookie nor an embed token', async () => {
    expect(await startStatus('sb_theme=dark; sb_consent=all', null)).toBe(AuthStatus.notLoggedIn);
  });

  it('is unknown while a session cookie may carry a session', async () => {
    expect(await startStatus('sb_theme=dark; sb_csrf=abc123', null)).toBe(AuthStatus.unknown);
  });

  it('is unknown in an embedded frame holding the host’s token', async () => {
    expect(await startStatus('', 'token-from-the-host-0123456789')).toBe(AuthStatus.unknown);
  });

  it('is unknown on the server', async () => {
    vi.resetModules();
    const { getAuthStatus } = await import('./auth-store.ts');
    expect(getAuthStatus()).toBe(AuthStatus.unknown);
  });
});
