/**
 * The session token of an embedded frame (SPEC §6: sign-in is delegated to the host, which sends
 * an auth token; the frame then calls the API with `Authorization: Bearer`, no cookies, no CSRF).
 * Kept in this tab's session storage so a reload inside the frame keeps the player signed in.
 */
const STORAGE_KEY = 'sb.embed.token';
let token: string | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The bearer token, if the host gave one. */
export function bearerToken(): string | null {
  if (token === undefined) token = storage()?.getItem(STORAGE_KEY) ?? null;
  return token;
}

/** Stores (or, with null, forgets) the host's token. */
export function setBearerToken(next: string | null): void {
  token = next;
  try {
    if (next === null) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, next);
  } catch {
    // Storage denied: the token lives for this page only.
  }
}

/** `Authorization` header of the bearer session, if any (added by every API call of the page). */
export function bearerHeaders(): Record<string, string> {
  const value = bearerToken();
  return value ? { Authorization: `Bearer ${value}` } : {};
}
