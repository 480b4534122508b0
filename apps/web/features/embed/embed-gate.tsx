'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

const FrameBridge = lazy(() => import('./frame-bridge.tsx').then((m) => ({ default: m.FrameBridge })));

/** Whether this page runs inside a frame. */
export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin top throws on access: we are framed.
    return true;
  }
}

/**
 * Mounted by the locale layout with the configured host origins (EMBED_ALLOWED_ORIGINS, read at
 * request time): the frame bridge loads only when the page runs inside a frame.
 */
export function EmbedGate({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(inFrame()), []);
  if (!framed) return null;
  return (
    <Suspense fallback={null}>
      <FrameBridge allowedOrigins={allowedOrigins} />
    </Suspense>
  );
}
