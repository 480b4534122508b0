export { FormLinks, FormMessage, LinkButton, SelectField, TextField } from './field.tsx';
export { ModalDialog, type ModalDialogProps } from './modal-dialog.tsx';
export { ModalName, modalFromUrl, URL_MODALS, type UrlModalRequest } from './modal-names.ts';
export {
  closeModal,
  currentModal,
  type DepositRequest,
  type ModalProps,
  type OpenModal,
  openModal,
  type RealityCheckData,
  useCurrentModal,
} from './modal-store.ts';
