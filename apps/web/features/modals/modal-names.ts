/**
 * The player modals of SPEC §2, by name. Names are snake_case as in the `?modal=` parameter the
 * e-mailed links carry (contract AuthModal); fragments may use hyphens (`#sign-in`).
 */
export const ModalName = {
  /** Sign in (also after an expired session). */
  signIn: 'sign_in',
  /** Sign up (also the sign-up reminder). */
  signUp: 'sign_up',
  /** Result of following the e-mailed confirmation link. */
  confirmation: 'confirmation',
  /** Ask for the confirmation e-mail again. */
  resendConfirmation: 'resend_confirmation',
  /** Ask for the unlock e-mail again. */
  resendUnlock: 'resend_unlock',
  /** Forgot password: e-mail a reset link. */
  passwordNew: 'password_new',
  /** Re-enter the password before an irreversible change (self-exclusion, cooling-off). */
  confirmPassword: 'confirm_password',
  /** Set a new password with the reset_password_token. */
  passwordEdit: 'password_edit',
  /** Phone verification by SMS code; not closable when required. */
  phoneVerification: 'phone_verification',
  /** Profile fields a deposit needs; not closable for a deposit. */
  missedFields: 'missed_fields',
  /** Result of following the e-mailed unlock link. */
  unlock: 'unlock',
  /** Reality check: session time and stats, continue or leave. */
  realityCheck: 'reality_check',
  /** The session limit ended the session. */
  outOfSessionLimit: 'out_of_session_limit',
  /** The activity limit is used up. */
  activityLimitReached: 'activity_limit_reached',
  /** Deposit: amount, then the payment provider's card form in an iframe. */
  iframeDeposit: 'iframe_deposit',
  /** Quick deposit with the saved card (feature flags quick_deposit / quick_deposit_test). */
  quickDeposit: 'quick_deposit',
  /** The player's jackpot hit: what was won (features/jackpots). */
  jackpotHit: 'jackpot_hit',
} as const;
export type ModalName = (typeof ModalName)[keyof typeof ModalName];

/** Modals a URL may open (SPEC §2: sign in, sign up, confirmation, password edit, password new, unlock). */
export const URL_MODALS: readonly ModalName[] = [
  ModalName.signIn,
  ModalName.signUp,
  ModalName.confirmation,
  ModalName.passwordEdit,
  ModalName.passwordNew,
  ModalName.unlock,
];

/** Query parameters that carry the e-mailed tokens; they leave the address once read. */
const TOKEN_PARAMS = ['confirmation_token', 'reset_password_token', 'unlock_token'] as const;
export type TokenParam = (typeof TOKEN_PARAMS)[number];

/** What a URL asks for: a modal, the tokens it carries, and the address without them. */
export interface UrlModalRequest {
  modal: ModalName;
  tokens: Partial<Record<TokenParam, string>>;
  /** Path, query and hash with the modal fragment or parameter and the tokens removed. */
  cleanedUrl: string;
}

function modalFromName(raw: string): ModalName | undefined {
  const name = raw.trim().toLowerCase().replace(/-/g, '_');
  return URL_MODALS.find((modal) => modal === name);
}

/**
 * The modal a URL opens (SPEC §2): a fragment naming it (`#sign-in`, `#password_edit`) or the `modal`
 * query parameter; the fragment wins. Tokens (reset_password_token …) are read and removed too.
 * Returns null when the URL names no modal (and carries no token to remove).
 */
export function modalFromUrl(url: URL): UrlModalRequest | null {
  const fromHash = url.hash.length > 1 ? modalFromName(decodeURIComponent(url.hash.slice(1))) : undefined;
  const param = url.searchParams.get('modal');
  const fromParam = param === null ? undefined : modalFromName(param);
  const modal = fromHash ?? fromParam;
  if (!modal) return null;
  const next = new URL(url.href);
  if (fromHash) next.hash = '';
  if (param !== null) next.searchParams.delete('modal');
  const tokens: Partial<Record<TokenParam, string>> = {};
  for (const name of TOKEN_PARAMS) {
    const value = next.searchParams.get(name);
    if (value !== null) {
      if (value !== '') tokens[name] = value;
      next.searchParams.delete(name);
    }
  }
  const search = next.searchParams.toString();
  return { modal, tokens, cleanedUrl: `${next.pathname}${search ? `?${search}` : ''}${next.hash}` };
}
