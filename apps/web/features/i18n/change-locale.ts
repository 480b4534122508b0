import { DEFAULT_LOCALE_CONFIG, switchLocaleInUrl } from '@sportsbook/domain';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus } from '../auth/auth-store.ts';
import { platformPath } from '../auth/routes.ts';

/**
 * Saves the locale on the signed-in player's profile (PATCH /player/update_locale), then loads the
 * same page in it (SPEC §2: locale segment swapped, query and hash kept). A failed save still switches.
 */
export async function changeLocale(current: string, next: string): Promise<void> {
  if (getAuthStatus() === AuthStatus.loggedIn) {
    try {
      await apiFetch(platformPath('updateLocale'), {
        locale: current,
        init: { method: 'PATCH', body: JSON.stringify({ locale: next }) },
      });
    } catch {
      // The page still switches; the profile keeps its old locale until the next change.
    }
  }
  const { pathname, search, hash } = window.location;
  window.location.assign(switchLocaleInUrl(`${pathname}${search}${hash}`, next, DEFAULT_LOCALE_CONFIG));
}
