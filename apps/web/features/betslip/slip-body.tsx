'use client';

import { lazy, Suspense } from 'react';
import { useCustomBetModal } from '../bet-builder/custom-bet-store.ts';
import { useT } from '../i18n/provider.tsx';
import { useTicket } from './slip-actions.ts';
import { SlipBar } from './slip-bar.tsx';
import { SlipContent } from './slip-content.tsx';
import { SlipController } from './slip-controller.tsx';
import { useSlipUi } from './slip-ui.ts';

/** The slip's two modals (and the modal dialog) load when one of them opens. */
const ShareNotFoundModal = lazy(() =>
  import('./share-not-found-modal.tsx').then((m) => ({ default: m.ShareNotFoundModal })),
);
const CustomBetModal = lazy(() =>
  import('../bet-builder/custom-bet-modal.tsx').then((m) => ({ default: m.CustomBetModal })),
);

/** Mounts the share-not-found and custom-bet modals only while their store asks for them. */
function SlipModals() {
  const { notFound } = useSlipUi();
  const customBet = useCustomBetModal();
  return (
    <Suspense fallback={null}>
      {notFound && <ShareNotFoundModal />}
      {customBet && <CustomBetModal />}
    </Suspense>
  );
}

/**
 * The BET_SLIP tab's content from the ticket (the runtime's; the panel shows the empty slip before).
 * The runtime's views read the `betslip` texts, which load with it (the panel suspends them meanwhile).
 */
export function SlipBody() {
  useT('betslip');
  return <SlipContent ticket={useTicket()} />;
}

/** The phone's summary bar, the slip's modals and its controller, once the runtime is there. */
export function SlipExtras({ open }: { open: boolean }) {
  useT('betslip');
  const ticket = useTicket();
  return (
    <>
      <SlipBar ticket={ticket} open={open} />
      <SlipModals />
      <SlipController />
    </>
  );
}
