'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// The builder shows only under its tab (?group=betbuilder): its code loads there, not with every match
// page (a client component a server page imports loads with the page whether it renders or not).
const BetBuilder = lazy(() => import('./bet-builder.tsx').then((m) => ({ default: m.BetBuilder })));

export function LazyBetBuilder(props: ComponentProps<typeof BetBuilder>) {
  return (
    <Suspense fallback={null}>
      <BetBuilder {...props} />
    </Suspense>
  );
}
