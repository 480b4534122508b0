import type { JackpotHit } from '@sportsbook/contract';
import { useSyncExternalStore } from 'react';
import type { ModalName } from './modal-names.ts';

/** Props of each modal, by name; modals without props take an empty object. */
export interface ModalProps {
  sign_in: { expired?: boolean; email?: string; notice?: 'confirmed' | 'unlocked' | 'password_changed' };
  sign_up: { reminder?: boolean };
  confirmation: { token?: string };
  resend_confirmation: { email?: string };
  resend_unlock: { email?: string };
  password_new: { email?: string };
  confirm_password: { reason: string; onConfirmed: () => void };
  password_edit: { token?: string };
  phone_verification: { required?: boolean };
  missed_fields: {
    forDeposit?: boolean;
    /** Only these fields (the configured deposit fields); all missed fields when absent. */
    fields?: readonly string[];
    /** The deposit to open once nothing is missing any more. */
    continueTo?: { modal: 'iframe_deposit' | 'quick_deposit'; request: DepositRequest };
  };
  unlock: { token?: string };
  reality_check: { data: RealityCheckData };
  out_of_session_limit: Record<string, never>;
  activity_limit_reached: Record<string, never>;
  iframe_deposit: DepositRequest;
  quick_deposit: DepositRequest;
  jackpot_hit: { hit: JackpotHit };
}

/** What a deposit starts with: a suggested amount (subunits of the active account) and where it came from. */
export interface DepositRequest {
  amount?: number;
  source?: 'header' | 'slip' | 'reminder' | 'page';
}

/** The reality-check figures a modal shows (contract RealityCheck, subunits of `currency`). */
export interface RealityCheckData {
  period: number;
  currency: string;
  bets_sum: number;
  wins_sum: number;
  from: string;
  to: string;
}

export type OpenModal = { [K in ModalName]: { name: K; props: ModalProps[K] } }[ModalName];

interface ModalState {
  current: OpenModal | null;
  /** The element focused before the first modal of a chain opened; focus goes back to it. */
  opener: HTMLElement | null;
}

let state: ModalState = { current: null, opener: null };
const listeners = new Set<() => void>();

function emit(next: ModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Takes some modals over (an embedded frame hands sign-in, sign-up and deposit to its host). */
let delegate: ((modal: OpenModal) => boolean) | null = null;

/** Installs (or with null removes) the delegate: when it returns true for a modal, the modal does not open. */
export function setModalDelegate(next: ((modal: OpenModal) => boolean) | null): void {
  delegate = next;
}

/**
 * Opens a modal, replacing the one open (one modal at a time). The element focused before the
 * first modal of a chain keeps the role of opener, so closing sign-in after "forgot password" still
 * returns focus to the header button.
 */
export function openModal<K extends ModalName>(name: K, props: ModalProps[K] = {} as ModalProps[K]): void {
  if (delegate?.({ name, props } as OpenModal)) return;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const opener = state.current ? state.opener : active instanceof HTMLElement ? active : null;
  emit({ current: { name, props } as OpenModal, opener });
}

/** Where focus goes once the last modal has closed (kept until then; see returnFocus). */
let returnTarget: HTMLElement | null = null;

/** Closes the open modal (if `name` is given, only when that one is open); focus returns once it is gone. */
export function closeModal(name?: ModalName): void {
  if (!state.current || (name && state.current.name !== name)) return;
  returnTarget = state.opener;
  emit({ current: null, opener: null });
}

/**
 * Gives focus back after the last modal left the page (called by the dialog when it unmounts, when
 * the page is no longer inert): to the opener, else to a `[data-modal-return]` element (the header's
 * account button after a sign-in replaced the sign-in button), else to the main landmark.
 */
export function returnFocus(): void {
  if (state.current) return;
  const visible = (element: HTMLElement | null | undefined): element is HTMLElement =>
    Boolean(element?.isConnected && element.checkVisibility());
  const fallback = document.querySelector<HTMLElement>('[data-modal-return]');
  const target = visible(returnTarget)
    ? returnTarget
    : visible(fallback)
      ? fallback
      : document.getElementById('main');
  returnTarget = null;
  target?.focus();
}

/** The open modal, outside React. */
export function currentModal(): OpenModal | null {
  return state.current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The open modal, for components (null when none is open). */
export function useCurrentModal(): OpenModal | null {
  return useSyncExternalStore(
    subscribe,
    () => state.current,
    () => null,
  );
}
