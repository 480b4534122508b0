'use client';

import { useEffect } from 'react';
import { usePreloadedNamespaces } from '../i18n/provider.tsx';

/** The lazy message namespaces the signed-in header reads. */
export const SIGNED_IN_HEADER_NAMESPACES = ['auth', 'cashier', 'bonuses', 'notifications'] as const;

type SignedInAreaModule = typeof import('./signed-in-area.tsx');

let loaded: SignedInAreaModule | undefined;
let loading: Promise<SignedInAreaModule> | undefined;

/** The signed-in header's code, fetched once per page (a failed fetch is forgotten and tried again). */
export function loadSignedInArea(): Promise<SignedInAreaModule> {
  loading ??= import('./signed-in-area.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The signed-in header's code if it has arrived: rendered at once, without suspending. */
export function signedInAreaIfLoaded(): SignedInAreaModule | undefined {
  return loaded;
}

/**
 * Fetches the signed-in header's code and texts ahead of a sign-in (the sign-in and sign-up dialogs
 * and /init-sportsbook call it), so the header shows the balance at once instead of suspending after
 * the session starts. True once the texts are there.
 */
export function useSignedInHeaderPreload(): boolean {
  useEffect(() => {
    // A failed fetch is the header's own to retry and report when it renders.
    loadSignedInArea().catch(() => undefined);
  }, []);
  return usePreloadedNamespaces(SIGNED_IN_HEADER_NAMESPACES);
}
