type Listener = (name: string, open: boolean) => void;
const listeners = new Set<Listener>();

/**
 * Every modal <dialog> shown or closed (ModalDialog), whether the modal store opened it or a feature
 * draws it itself (the slip's share-bet-not-found, the custom-bet modal): the frame bridge tells the
 * host (`notify-modal-triggered`, SPEC §7).
 */
export function onDialogShown(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by ModalDialog when its dialog opens and when it goes. */
export function dialogShown(name: string, open: boolean): void {
  for (const listener of listeners) listener(name, open);
}
