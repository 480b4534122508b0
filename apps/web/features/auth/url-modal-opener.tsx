'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { ModalName, modalFromUrl } from '../modals/modal-names.ts';
import { currentModal, openModal } from '../modals/modal-store.ts';

/** Opens the modal the current address names, then removes the fragment, `modal` and token parameters. */
function openFromLocation(): void {
  const request = modalFromUrl(new URL(window.location.href));
  if (!request) return;
  window.history.replaceState(window.history.state, '', request.cleanedUrl);
  const { tokens } = request;
  // The page of a player route may have opened this modal already (with the token it read).
  if (currentModal()?.name === request.modal && Object.keys(tokens).length === 0) return;
  switch (request.modal) {
    case ModalName.confirmation:
      openModal('confirmation', { token: tokens.confirmation_token });
      break;
    case ModalName.passwordEdit:
      openModal('password_edit', { token: tokens.reset_password_token });
      break;
    case ModalName.unlock:
      openModal('unlock', { token: tokens.unlock_token });
      break;
    case ModalName.signIn:
    case ModalName.signUp:
    case ModalName.passwordNew:
      openModal(request.modal);
      break;
  }
}

/**
 * SPEC §2: a fragment (#sign-in, #sign-up, #confirmation, #password-edit, #password-new, #unlock)
 * or `?modal=` opens that modal on any page, on load, on client navigation and on hash changes.
 */
export function UrlModalOpener() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the address whenever it changes
  useEffect(() => {
    openFromLocation();
  }, [pathname, searchParams]);
  useEffect(() => {
    window.addEventListener('hashchange', openFromLocation);
    return () => window.removeEventListener('hashchange', openFromLocation);
  }, []);
  return null;
}
