'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { useBetSettings } from '../betslip/bet-settings.ts';
import { ConnectionAlert } from './connection-alert.tsx';
import { onPushResync, setPushDeltaCompression } from './push-client.ts';

/** Tells the push client whether to ask for delta compression (SPEC §3 and §6), from GET /settings. */
function usePushDeltaSetting(): void {
  const settings = useBetSettings().data;
  const enabled = settings
    ? settings.site_config.pushDeltaCompression || settings.feature_flags.push_delta_compression
    : undefined;
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
