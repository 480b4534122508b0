import type { DevMail, DevSms } from '@sportsbook/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

const LIMIT = 100;

/** E-mails sent to an address, newest first. */
export async function listMail(db: Db, to: string): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.to, to.trim().toLowerCase())))
    .orderBy(desc(outboxMessages.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    kind: r.kind as DevMail['kind'],
    subject: r.subject,
    text: r.body,
    links: r.links,
    token: r.token,
    created_at: r.createdAt.toISOString(),
  }));
}

/** `?to=+4915...` unencoded arrives as " 4915...": put the plus back. */
function phoneFromQuery(to: string): string {
  const t = to.trim();
  return /^\d/.test(t) ? `+${t}` : t;
}

/** SMS sent to a number, newest first. */
export async function listSms(db: Db, to: string): Promise<DevSms[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, phoneFromQuery(to))))
    .orderBy(desc(outboxMessages.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    text: r.body,
    code: r.code,
    created_at: r.createdAt.toISOString(),
  }));
}
