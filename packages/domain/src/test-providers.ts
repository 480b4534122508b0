/**
 * Test providers (SPEC §5, §7): a tester switches a sport to another feed provider with a cookie
 * whose value is `sport:provider` pairs joined by '|' ("soccer:betconstruct|dota-2:oddin"). Match
 * push events are filtered by it.
 */

/** Name of the cookie holding the test-provider pairs (also kept in localStorage, SPEC §9). */
export const TEST_PROVIDERS_COOKIE = 'test_providers';

/** One pair of the cookie: show this sport's matches from this provider. */
export interface TestProvider {
  /** Sport key, e.g. "soccer". */
  readonly sport: string;
  /** Provider key, e.g. "betconstruct". */
  readonly provider: string;
}

const KEY_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The pairs of a test-provider cookie value (URL-encoded or not). A malformed value (an empty or
 * misspelt pair, a missing ':' or an extra one) yields none at all: an empty list, never a part.
 */
export function testProvidersFromCookie(value: string | null | undefined): readonly TestProvider[] {
  if (value == null) return [];
  const text = decoded(value.trim());
  if (text === null || text === '') return [];
  const pairs: TestProvider[] = [];
  for (const part of text.split('|')) {
    const fields = part.split(':');
    const [sport, provider] = fields;
    if (fields.length !== 2 || sport === undefined || provider === undefined) return [];
    if (!KEY_RE.test(sport) || !KEY_RE.test(provider)) return [];
    pairs.push({ sport, provider });
  }
  return pairs;
}

/** The cookie value of test-provider pairs ("soccer:oddin|tennis:betconstruct"); '' for none. */
export function testProvidersCookieValue(pairs: readonly TestProvider[]): string {
  return pairs.map((pair) => `${pair.sport}:${pair.provider}`).join('|');
}

/** The value of one cookie in a `document.cookie` / Cookie header string, decoded; null when absent. */
export function cookieValueFrom(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decoded(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Whether a match is shown under the test-provider pairs: a sport no pair names shows its matches as
 * the feed sends them; a sport that pairs name shows only matches from one of those providers.
 */
export function isMatchVisibleForTestProviders(
  match: { readonly sportKey: string; readonly provider: string },
  testProviders: readonly TestProvider[],
): boolean {
  let named = false;
  for (const pair of testProviders) {
    if (pair.sport !== match.sportKey) continue;
    if (pair.provider === match.provider) return true;
    named = true;
  }
  return !named;
}
