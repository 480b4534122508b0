import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export type MailKind = 'confirmation' | 'reset_password' | 'unlock';

export interface MailMessage {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** Every link in the text (the dev mailbox lists them). */
  links: string[];
  /** The token the links carry (dev mailbox only; never logged). */
  token: string | null;
}

export interface SmsMessage {
  to: string;
  text: string;
  code: string | null;
}

/**
 * Where e-mail goes. The default writes to the outbox table that /api/dev/mailbox reads; an operator
 * passes their own (SMTP, an e-mail API) to buildApp. No SMTP transport ships here.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** Where SMS goes; the default writes to the outbox table that /api/dev/sms reads. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** Development transport: the `outbox_messages` table (survives restarts). */
export class OutboxMailTransport implements MailTransport {
  constructor(private readonly db: Db) {}
  async send(m: MailMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: 'email',
      to: m.to.toLowerCase(),
      kind: m.kind,
      subject: m.subject,
      body: m.text,
      links: m.links,
      token: m.token,
    });
  }
}

export class OutboxSmsTransport implements SmsTransport {
  constructor(private readonly db: Db) {}
  async send(m: SmsMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: 'sms',
      to: m.to,
      kind: 'sms_code',
      body: m.text,
      code: m.code,
    });
  }
}
