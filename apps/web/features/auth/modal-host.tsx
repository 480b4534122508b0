'use client';

import { MissedFieldsModal } from '../account/missed-fields-modal.tsx';
import { PhoneVerificationModal } from '../account/phone-verification-modal.tsx';
import { DepositModal } from '../cashier/deposit-modal.tsx';
import { QuickDepositModal } from '../cashier/quick-deposit-modal.tsx';
import { useCurrentModal } from '../modals/modal-store.ts';
import {
  ActivityLimitReachedModal,
  OutOfSessionLimitModal,
  RealityCheckModal,
} from '../responsible-gambling/session-modals.tsx';
import { EmailRequestModal } from './email-request-modal.tsx';
import { ConfirmPasswordModal, PasswordEditModal } from './password-modals.tsx';
import { SignInModal } from './sign-in-modal.tsx';
import { SignUpModal } from './sign-up-modal.tsx';
import { ConfirmationModal, UnlockModal } from './token-modals.tsx';

/** Renders the open player modal (one at a time); a new modal replaces the open one. */
export function ModalHost() {
  const modal = useCurrentModal();
  if (!modal) return null;
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
  }
}
