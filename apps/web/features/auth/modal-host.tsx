'use client';

import { type ComponentType, lazy, useEffect } from 'react';
import { ModalLoadBoundary } from '../modals/modal-load-boundary.tsx';
import { type OpenModal, useCurrentModal } from '../modals/modal-store.ts';
import { authPreloads, type PreloadedModal } from '../site/rules.ts';
import { useFeatureFlags } from '../site/use-site-config.ts';
import { AuthStatus } from './auth-status.ts';
import { useAuthStatus } from './auth-store.ts';

/** React.lazy for a named export (no next/dynamic loader in every page's first load). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType })) as M[K];
}

// Each modal's code (forms, cashier, responsible-gambling texts) loads when it first opens, not with
// every page: none of them is open in the server-rendered page (SPEC §4: modals open on a player's action
// or from the URL after hydration).
const MissedFieldsModal = lazyNamed(() => import('../account/missed-fields-modal.tsx'), 'MissedFieldsModal');
const PhoneVerificationModal = lazyNamed(
  () => import('../account/phone-verification-modal.tsx'),
  'PhoneVerificationModal',
);
const DepositModal = lazyNamed(() => import('../cashier/deposit-modal.tsx'), 'DepositModal');
const QuickDepositModal = lazyNamed(() => import('../cashier/quick-deposit-modal.tsx'), 'QuickDepositModal');
const ActivityLimitReachedModal = lazyNamed(
  () => import('../responsible-gambling/session-modals.tsx'),
  'ActivityLimitReachedModal',
);
const OutOfSessionLimitModal = lazyNamed(
  () => import('../responsible-gambling/session-modals.tsx'),
  'OutOfSessionLimitModal',
);
const RealityCheckModal = lazyNamed(
  () => import('../responsible-gambling/session-modals.tsx'),
  'RealityCheckModal',
);
const EmailRequestModal = lazyNamed(() => import('./email-request-modal.tsx'), 'EmailRequestModal');
const ConfirmPasswordModal = lazyNamed(() => import('./password-modals.tsx'), 'ConfirmPasswordModal');
const PasswordEditModal = lazyNamed(() => import('./password-modals.tsx'), 'PasswordEditModal');
const JackpotHitModal = lazyNamed(() => import('../jackpots/jackpot-hit-modal.tsx'), 'JackpotHitModal');
const loaders: Record<PreloadedModal, () => Promise<unknown>> = {
  sign_in: () => import('./sign-in-modal.tsx'),
  sign_up: () => import('./sign-up-modal.tsx'),
};
const SignInModal = lazyNamed(() => import('./sign-in-modal.tsx'), 'SignInModal');
const SignUpModal = lazyNamed(() => import('./sign-up-modal.tsx'), 'SignUpModal');

/** Fetches the sign-in and sign-up modals' code while the page is idle, as the preloader flags say. */
function useAuthPreloads(): void {
  const signedOut = useAuthStatus() === AuthStatus.notLoggedIn;
  const preloads = authPreloads(useFeatureFlags(), signedOut).join(',');
  useEffect(() => {
    if (!preloads) return;
    const run = () => {
      for (const name of preloads.split(',') as PreloadedModal[]) void loaders[name]().catch(() => {});
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [preloads]);
}
const ConfirmationModal = lazyNamed(() => import('./token-modals.tsx'), 'ConfirmationModal');
const UnlockModal = lazyNamed(() => import('./token-modals.tsx'), 'UnlockModal');

/**
 * Renders the open player modal (one at a time); a new modal replaces the open one. A modal whose
 * code or texts cannot be fetched shows a small dialog saying so, not the page's error screen.
 */
export function ModalHost() {
  useAuthPreloads();
  const modal = useCurrentModal();
  if (!modal) return null;
  return (
    // No Suspense boundary of its own (next/dynamic had none either): the commit that opens a modal
    // waits for its code, so what follows the open modal (the alert host moving into the <dialog>)
    // finds it open.
    <ModalLoadBoundary key={modal.name}>
      <OpenModalView modal={modal} />
    </ModalLoadBoundary>
  );
}

function OpenModalView({ modal }: { modal: OpenModal }) {
  // Keyed by name so switching modals remounts (focus moves into the new one).
  switch (modal.name) {
    case 'sign_in':
      return <SignInModal key={modal.name} {...modal.props} />;
    case 'sign_up':
      return <SignUpModal key={modal.name} {...modal.props} />;
    case 'confirmation':
      return <ConfirmationModal key={modal.name} {...modal.props} />;
    case 'resend_confirmation':
    case 'resend_unlock':
    case 'password_new':
      return <EmailRequestModal key={modal.name} kind={modal.name} email={modal.props.email} />;
    case 'confirm_password':
      return <ConfirmPasswordModal key={modal.name} {...modal.props} />;
    case 'password_edit':
      return <PasswordEditModal key={modal.name} {...modal.props} />;
    case 'phone_verification':
      return <PhoneVerificationModal key={modal.name} {...modal.props} />;
    case 'missed_fields':
      return <MissedFieldsModal key={modal.name} {...modal.props} />;
    case 'unlock':
      return <UnlockModal key={modal.name} {...modal.props} />;
    case 'reality_check':
      return <RealityCheckModal key={modal.name} {...modal.props} />;
    case 'out_of_session_limit':
      return <OutOfSessionLimitModal key={modal.name} />;
    case 'activity_limit_reached':
      return <ActivityLimitReachedModal key={modal.name} />;
    case 'iframe_deposit':
      return <DepositModal key={modal.name} {...modal.props} />;
    case 'quick_deposit':
      return <QuickDepositModal key={modal.name} {...modal.props} />;
    case 'jackpot_hit':
      return <JackpotHitModal key={modal.name} {...modal.props} />;
  }
}
