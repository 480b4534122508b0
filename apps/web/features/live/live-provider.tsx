'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { betSettingsKey, fetchBetSettings } from '../betslip/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { ConnectionAlert } from './connection-alert.tsx';
import { onPushResync, setPushDeltaCompression } from './push-client.ts';

/** Tells the push client whether to ask for delta compression (SPEC §3 and §6), from GET /settings. */
function usePushDeltaSetting(): void {
  const locale = useLocale();
  const who = useAuthStatus() === AuthStatus.loggedIn ? 'player' : 'visitor';
  const enabled = useQuery({
    queryKey: betSettingsKey(locale, who),
    queryFn: () => fetchBetSettings(locale),
    staleTime: 5 * 60_000,
    select: (s) => s.site_config.pushDeltaCompression || s.feature_flags.push_delta_compression,
  }).data;
  useEffect(() => {
    if (enabled !== undefined) setPushDeltaCompression(enabled);
  }, [enabled]);
}

/**
 * Mounted once by the locale layout: the connection alert, and the page refetch that follows a
 * resubscription which could not recover what it missed (`recovered: false`). It does not load the
 * push client: the first live component on a page does, lazily.
 */
export function LiveProvider() {
  const router = useRouter();
  usePushDeltaSetting();
  useEffect(() => onPushResync(() => startTransition(() => router.refresh())), [router]);
  return <ConnectionAlert />;
}
