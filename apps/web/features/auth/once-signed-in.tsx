'use client';

import { type ReactNode, Suspense, useState } from 'react';
import { AuthStatus } from './auth-status.ts';
import { useAuthStatus } from './auth-store.ts';

/**
 * Renders its (typically lazily loaded) children from the first time the player is signed in, and
 * keeps them mounted after a sign-out, which they handle themselves: a visitor's page never loads them.
 */
export function OnceSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const [wanted, setWanted] = useState(false);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted && !signedIn) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
