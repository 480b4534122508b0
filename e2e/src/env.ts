import { inject } from 'vitest';

/** Base URLs of the stack under test (provided by global-setup.ts, or E2E_WEB_URL / E2E_API_URL). */
export function stackUrls(): { webUrl: string; apiUrl: string; embedUrl: string } {
  return {
    webUrl: process.env.E2E_WEB_URL ?? inject('webUrl'),
    apiUrl: process.env.E2E_API_URL ?? inject('apiUrl'),
    // The example host page framing the web app (packages/embed/demo), on another origin.
    embedUrl: process.env.E2E_EMBED_URL ?? inject('embedUrl'),
  };
}

/** GETs JSON from the API under test (path starting with /api/...). */
export async function apiGet<T = unknown>(pathname: string): Promise<T> {
  const res = await fetch(new URL(pathname, stackUrls().apiUrl));
  if (!res.ok) throw new Error(`GET ${pathname} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** POSTs JSON to the API under test, e.g. `/api/dev/feed/events`. */
export async function apiPost<T = unknown>(pathname: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(pathname, stackUrls().apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname} → ${res.status}: ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
