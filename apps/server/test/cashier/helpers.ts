import { Writable } from 'node:stream';
import { API_PREFIX, CASHIER_SIGNATURE_HEADER } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Config } from '../../src/config.ts';
import { accounts, ledgerEntries, users } from '../../src/db/schema.ts';
import { signNotification } from '../../src/modules/cashier/signature.ts';
import { ledgerSum } from '../../src/modules/wallet/service.ts';
import { type Agent, createPlatformApp, type PlatformTestApp } from '../platform/helpers.ts';

export const C = API_PREFIX.cashier;
export const SECRET = 'dev-cashier-secret';
export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0077',
} as const;

export interface CashierTestApp extends PlatformTestApp {
  /** Every line the API logged (JSON), at debug and above (the request lines included). */
  logs: string[];
  /** Runs the emulator's scheduled approvals of pending cards now, and waits for them. */
  flushPending(): Promise<void>;
}

/**
 * The app on a fresh database with the demo player, a movable clock, in-memory push and a logger
 * whose lines the test reads (platform/helpers createPlatformApp, plus the logs).
 */
export async function createCashierApp(config: Partial<Config> = {}): Promise<CashierTestApp> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const t = await createPlatformApp(config, pino({ level: 'debug' }, sink));
  return {
    ...t,
    logs,
    async flushPending() {
      await t.app.paymentEmulator?.flushPending();
    },
  };
}

/** The signed-in player's id (GET /player). */
export async function userIdOf(agent: Agent): Promise<number> {
  return (await agent.get('/player')).body.id as number;
}

/** A deposit started by the player: the payment id (throws unless 200). */
export async function startDeposit(agent: Agent, amount = 1_000, currency = 'EUR'): Promise<string> {
  const res = await agent.post(`${C}/deposits`, { currency, amount });
  if (res.status !== 200) throw new Error(`deposit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payment_id as string;
}

/** Pays a payment on the emulator's form endpoint (as the form does: no session). */
export function pay(t: CashierTestApp, paymentId: string, card: string, expiry = '12/30', cvc = '123') {
  return t.app.inject({
    method: 'POST',
    url: `${C}/emulator/pay`,
    payload: { payment_id: paymentId, card_number: card, expiry, cvc },
  });
}

/** Sends a notification as the provider would: `signAt` (default the app clock) and an exact raw body. */
export function notify(
  t: CashierTestApp,
  body: Record<string, unknown> | string,
  opts: { signAt?: Date; secret?: string; signature?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    opts.signature === undefined
      ? signNotification(opts.secret ?? SECRET, raw, opts.signAt ?? t.clock.now())
      : opts.signature;
  return t.app.inject({
    method: 'POST',
    url: `${C}/notifications`,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [CASHIER_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
}

/** Balance of a player's account and its ledger sum (they must be equal). */
export async function balanceOf(t: CashierTestApp, userId: number, currency = 'EUR') {
  const [row] = await t.database.db
    .select({ id: accounts.id, balance: accounts.balanceSubunits })
    .from(accounts)
    .where(sql`${accounts.userId} = ${userId} and ${accounts.currency} = ${currency}`);
  if (!row) return { balance: 0, ledger: 0 };
  return { balance: row.balance, ledger: await ledgerSum(t.database.db, row.id) };
}

/** Ledger rows of kind deposit that reference a payment. */
export async function depositRows(t: CashierTestApp, paymentId: string) {
  return t.database.db
    .select({ id: ledgerEntries.id, delta: ledgerEntries.delta })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.kind} = 'deposit' and ${ledgerEntries.ref} = ${paymentId}`);
}

export async function setStatuses(t: CashierTestApp, userId: number, statuses: string[]) {
  await t.database.db.update(users).set({ statuses }).where(eq(users.id, userId));
}
