'use client';

import { lazy, Suspense } from 'react';
import { withNamespace } from '../i18n/load-namespace.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { useDeviceIdKept } from './device-id.ts';
import type { Consent } from './rules.ts';
import { siteTracks } from './tracks.ts';

// The banner and what loads after consent (consent-control.tsx) load only where the site config names
// something that tracks (a tag manager, a chat widget, a push service): not with every page. The
// banner's texts (the `consent` namespace) come with its code, so it shows them at once. Only the
// browser mounts it (the site config is read there), in the page's locale.
const ConsentControl = lazy(() =>
  withNamespace(import('./consent-control.tsx'), 'consent', document.documentElement.lang).then((m) => ({
    default: m.ConsentControl,
  })),
);

/**
 * Cookie consent (SPEC §9): keeps the device id, and where the site config names something that
 * tracks, asks for consent and loads it after (ConsentControl). `initial` is the kept answer read on
 * the server.
 */
export function ConsentGate({
  initial,
  nonce,
  deviceIdDomain,
}: {
  initial: Consent | null;
  nonce: string;
  /** DEVICE_ID_COOKIE_DOMAIN: the device-id cookie's domain (mirror subdomains), if any. */
  deviceIdDomain?: string | undefined;
}) {
  useDeviceIdKept(deviceIdDomain);
  const tracks = siteTracks(useSiteConfig());
  return tracks ? (
    <Suspense fallback={null}>
      <ConsentControl initial={initial} nonce={nonce} />
    </Suspense>
  ) : null;
}
