import { authLink } from '@sportsbook/contract';
import type { MailKind, MailMessage } from './transport.ts';

const SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Confirm your e-mail address',
  reset_password: 'Reset your password',
  unlock: 'Unlock your account',
};

const LINES: Record<MailKind, string> = {
  confirmation: 'Welcome! Confirm your e-mail address through the link below.',
  reset_password:
    'Someone asked to reset the password of your account. If it was you, follow the link below; otherwise ignore this e-mail.',
  unlock: 'Your account was locked after too many failed sign-in attempts. Unlock it through the link below.',
};

/** A confirmation, reset-password or unlock e-mail with its link on the web app's origin. */
export function authMail(
  kind: MailKind,
  to: string,
  token: string,
  opts: { publicUrl: string; locale?: string },
): MailMessage {
  const link = authLink(opts.publicUrl, kind, token, opts.locale);
  return {
    to,
    kind,
    subject: SUBJECTS[kind],
    text: `${LINES[kind]}\n\n${link}\n`,
    links: [link],
    token,
  };
}
