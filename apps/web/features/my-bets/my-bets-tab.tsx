'use client';

import { lazy, Suspense } from 'react';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { useT } from '../i18n/provider.tsx';

// The list, its cards and cash out load when the tab is first shown, not with the page.
const MyBetsList = lazy(() => import('./my-bets-list.tsx'));

/** The MY_BETS tab of the bet slip side panel (SPEC §2): the player's bets, loaded on first display. */
export function MyBetsTab() {
  const t = useT('bets');
  return (
    <Suspense fallback={<SkeletonList rows={3} label={t('bets.loading')} />}>
      <MyBetsList headingLevel={3} />
    </Suspense>
  );
}
