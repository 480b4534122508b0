'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { ConnectionAlert } from './connection-alert.tsx';
import { onPushResync } from './push-client.ts';

/**
 * Mounted once by the locale layout: the connection alert, and the page refetch that follows a
 * resubscription which could not recover what it missed (`recovered: false`). It does not load the
 * push client: the first live component on a page does, lazily.
 */
export function LiveProvider() {
  const router = useRouter();
  useEffect(() => onPushResync(() => startTransition(() => router.refresh())), [router]);
  return <ConnectionAlert />;
}
