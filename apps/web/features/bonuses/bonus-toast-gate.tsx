'use client';

import { lazy } from 'react';
import { OnceSignedIn } from '../auth/once-signed-in.tsx';

/** The toast and its bonus list load once a player has signed in: a visitor's page never needs them. */
const BonusToast = lazy(() => import('./bonus-toast.tsx').then((m) => ({ default: m.BonusToast })));

/** The bonus toast (bonus-toast.tsx), which closes itself and forgets what it announced on sign-out. */
export function BonusToastGate() {
  return (
    <OnceSignedIn>
      <BonusToast />
    </OnceSignedIn>
  );
}
