'use client';

import { lazy, Suspense, useState } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';

/** The toast and its bonus list load once a player has signed in: a visitor's page never needs them. */
const BonusToast = lazy(() => import('./bonus-toast.tsx').then((m) => ({ default: m.BonusToast })));

/**
 * Mounts the bonus toast (bonus-toast.tsx) from the first time the player is signed in, and keeps it
 * mounted after a sign-out, which it handles itself (closes the toast, forgets what it announced).
 */
export function BonusToastGate() {
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const [wanted, setWanted] = useState(false);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <BonusToast />
    </Suspense>
  );
}
