'use client';

import { Component, type ReactNode } from 'react';
import { useT } from '../i18n/provider.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { closeModal } from './modal-store.ts';

/**
 * What a player sees when a modal's code or texts could not be fetched (a dropped connection, a new
 * deployment that removed the old chunks): a small dialog saying so, with a reload (the slip and the
 * session are kept across it) and a close button, instead of the whole page's error screen.
 */
function ModalLoadFailed({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog
      name="load_failed"
      tone="warning"
      title={t('shell.modalLoad.title')}
      description={t('shell.modalLoad.text')}
      onClose={onClose}
      footer={
        <button type="button" data-autofocus onClick={() => window.location.reload()}>
          {t('shell.modalLoad.reload')}
        </button>
      }
    />
  );
}

interface State {
  failed: boolean;
}

/** Catches a failure of the open modal (its lazily loaded code or catalogue) and shows ModalLoadFailed. */
export class ModalLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ModalLoadFailed onClose={() => closeModal()} />;
  }
}
