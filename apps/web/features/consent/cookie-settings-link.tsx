'use client';

import { useT } from '../i18n/provider.tsx';
import { useSiteConfig } from '../site/use-site-config.ts';
import { CONSENT_REOPEN_EVENT, siteTracks } from './tracks.ts';

/**
 * The footer's "Cookie settings": opens the cookie banner again so a player can change the answer
 * (shown only when the site config names something that tracks, as the banner itself).
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const t = useT();
  const config = useSiteConfig();
  if (!siteTracks(config)) return null;
  return (
    <li>
      <button
        type="button"
        className={className}
        onClick={() => window.dispatchEvent(new Event(CONSENT_REOPEN_EVENT))}
      >
        {t('shell.footer.cookieSettings')}
      </button>
    </li>
  );
}
