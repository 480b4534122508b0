import {
  API_PREFIX,
  CASHIER_SIGNATURE_HEADER,
  CashierErrorCode,
  type CashierNotificationBody,
  CashierRoute,
  type EmulatorChallengeBody,
  type EmulatorPayBody,
  type EmulatorPayResponse,
} from '@sportsbook/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emulatorPayments } from '../../db/schema.ts';
import { cashierError, paymentNotFound } from '../cashier/errors.ts';
import type { PaymentProvider, ProviderPayment } from '../cashier/provider.ts';
import { signNotification } from '../cashier/signature.ts';
import { type CardBehaviour, checkCard } from './cards.ts';

type Row = typeof emulatorPayments.$inferSelect;
type Outcome = EmulatorPayResponse['status'];

/** Sends a signed notification to the cashier and answers its HTTP status and JSON body. */
export type NotificationTransport = (
  rawBody: string,
  signature: string,
) => Promise<{ status: number; body: unknown }>;

export interface PaymentEmulatorOptions {
  db: Db;
  /** CASHIER_WEBHOOK_SECRET: the emulator signs as the provider would. */
  secret: string;
  /** How notifications reach POST /api/cashier/notifications (app.ts: app.inject through the real route). */
  deliver: NotificationTransport;
  now: () => Date;
  /** The pending test card is approved this long after payment (ms). */
  pendingMs: number;
  log?: FastifyBaseLogger;
}

const EMULATOR_BASE = `${API_PREFIX.cashier}/emulator`;

/**
 * The emulated card provider: it learns of payments (openPayment), takes card details on its own
 * form (pay), runs the 3-D Secure page (challenge), settles the pending card later, and reports
 * every outcome to the cashier with a signed notification through the real route. Card numbers are
 * never stored or logged: only the last 4 digits and the brand.
 */
export class PaymentEmulator implements PaymentProvider {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly opts: PaymentEmulatorOptions) {}

  async openPayment(payment: ProviderPayment): Promise<{ formUrl: string }> {
    const now = this.opts.now();
    await this.opts.db.insert(emulatorPayments).values({
      paymentId: payment.paymentId,
      currency: payment.currency,
      amount: payment.amount,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    const query = new URLSearchParams({ payment_id: payment.paymentId });
    if (payment.returnPath) query.set('return_path', payment.returnPath);
    return { formUrl: `${EMULATOR_BASE}/form?${query}` };
  }

  /** Quick deposit: the saved card (token = the emulator payment it was approved on) behaves as then. */
  async chargeSavedCard(payment: ProviderPayment & { cardToken: string }): Promise<void> {
    const [card] = await this.opts.db
      .select()
      .from(emulatorPayments)
      .where(and(eq(emulatorPayments.paymentId, payment.cardToken), eq(emulatorPayments.status, 'approved')));
    await this.openPayment(payment);
    // Test amounts: a quick deposit whose subunits end in 02 is declined (the failed alert).
    const behaviour: CardBehaviour = !card?.cardLast4
      ? 'decline'
      : payment.amount % 100 === 2
        ? 'decline'
        : card.behaviour === 'pending'
          ? 'pending'
          : 'approve';
    const saved = { last4: card?.cardLast4 ?? '0000', brand: card?.cardBrand ?? 'card' };
    await this.claim(payment.paymentId, 'open', null, behaviour, saved);
    await this.apply(payment.paymentId, behaviour, card ? 'card_declined' : 'card_not_supported');
  }

  /** POST /emulator/pay: the card form's submission (one per payment: a second one is 409). */
  async pay(body: EmulatorPayBody): Promise<EmulatorPayResponse> {
    const card = checkCard(body.card_number, body.expiry, this.opts.now());
    await this.claim(body.payment_id, 'open', null, card.behaviour, card);
    const status = await this.apply(body.payment_id, card.behaviour, card.failureCode);
    return {
      payment_id: body.payment_id,
      status,
      ...(status === 'challenge'
        ? { challenge_url: `${EMULATOR_BASE}/challenge?payment_id=${encodeURIComponent(body.payment_id)}` }
        : {}),
    };
  }

  /** POST /emulator/challenge: the 3-D Secure page's answer (once). */
  async challenge(body: EmulatorChallengeBody): Promise<EmulatorPayResponse> {
    const approve = body.outcome === 'approve';
    await this.claim(body.payment_id, 'challenge', 'challenge', approve ? 'approve' : 'decline');
    const status = await this.settle(
      body.payment_id,
      approve ? 'approved' : 'declined',
      approve ? undefined : 'authentication_failed',
    );
    return { payment_id: body.payment_id, status };
  }

  /** The emulator's record of a payment (the form and the challenge page read it). */
  async find(paymentId: string): Promise<Row> {
    const [row] = await this.opts.db
      .select()
      .from(emulatorPayments)
      .where(eq(emulatorPayments.paymentId, paymentId));
    if (!row) throw paymentNotFound();
    return row;
  }

  /** Runs every scheduled pending approval now and waits for all deliveries (tests; shutdown). */
  async flushPending(): Promise<void> {
    for (const [paymentId, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(paymentId);
      this.track(this.settle(paymentId, 'approved'));
    }
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Schedules the approval of payments left pending (after a restart). */
  async resumePending(): Promise<void> {
    const rows = await this.opts.db
      .select({ paymentId: emulatorPayments.paymentId })
      .from(emulatorPayments)
      .where(eq(emulatorPayments.status, 'pending'));
    for (const row of rows) this.schedule(row.paymentId);
  }

  /** Stops the timers and waits for deliveries in flight (app close; a restart resumes the pending ones). */
  async stop(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Takes a payment in `status` whose behaviour is still `from` for one submission, in one statement
   * (two submissions at once: one wins, the other is 409).
   */
  private async claim(
    paymentId: string,
    status: Row['status'],
    from: CardBehaviour | null,
    behaviour: CardBehaviour,
    card?: { last4: string; brand: string },
  ): Promise<void> {
    const claimed = await this.opts.db
      .update(emulatorPayments)
      .set({
        behaviour,
        ...(card ? { cardLast4: card.last4, cardBrand: card.brand } : {}),
        updatedAt: this.opts.now(),
      })
      .where(
        and(
          eq(emulatorPayments.paymentId, paymentId),
          eq(emulatorPayments.status, status),
          from === null ? isNull(emulatorPayments.behaviour) : eq(emulatorPayments.behaviour, from),
        ),
      )
      .returning({ paymentId: emulatorPayments.paymentId });
    if (claimed.length === 1) return;
    const row = await this.find(paymentId);
    throw cashierError(409, CashierErrorCode.transitionInvalid, `The payment is ${row.status} already`);
  }

  /** Does what the card does; the status the form shows. */
  private async apply(paymentId: string, behaviour: CardBehaviour, failureCode?: string): Promise<Outcome> {
    switch (behaviour) {
      case 'approve':
        return this.settle(paymentId, 'approved');
      case 'decline':
        return this.settle(paymentId, 'declined', failureCode ?? 'card_declined');
      case 'challenge':
        return this.settle(paymentId, 'challenge');
      case 'pending': {
        const status = await this.settle(paymentId, 'pending');
        if (status === 'pending') this.schedule(paymentId);
        return status;
      }
    }
  }

  private schedule(paymentId: string): void {
    if (this.timers.has(paymentId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(paymentId);
      this.track(this.settle(paymentId, 'approved'));
    }, this.opts.pendingMs);
    timer.unref();
    this.timers.set(paymentId, timer);
  }

  private track(work: Promise<unknown>): void {
    const p = work.catch((err) => this.opts.log?.error({ err }, 'payment emulator: settlement failed'));
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }

  /**
   * Moves the emulator's record and notifies the cashier; the answer is the cashier's status (an
   * approval the cashier refuses at credit, by a deposit limit, shows as declined).
   */
  private async settle(paymentId: string, status: Outcome, failureCode?: string): Promise<Outcome> {
    const row = await this.find(paymentId);
    const body: CashierNotificationBody = {
      payment_id: paymentId,
      status,
      amount: row.amount,
      currency: row.currency as CashierNotificationBody['currency'],
      ...(status === 'approved' && row.cardLast4
        ? { card: { token: paymentId, last4: row.cardLast4, brand: row.cardBrand ?? 'card' } }
        : {}),
      ...(failureCode ? { failure_code: failureCode } : {}),
    };
    const raw = JSON.stringify(body);
    const answer = await this.opts.deliver(raw, signNotification(this.opts.secret, raw, this.opts.now()));
    const answered = (answer.body as { status?: Outcome } | null)?.status;
    if (answer.status !== 200 || !answered) {
      this.opts.log?.warn(
        { paymentId, status: answer.status },
        'payment emulator: notification not accepted',
      );
      return status;
    }
    await this.opts.db
      .update(emulatorPayments)
      .set({ status: answered, updatedAt: this.opts.now() })
      .where(eq(emulatorPayments.paymentId, paymentId));
    return answered;
  }
}

/** The transport of app.ts: an in-process request through the real notification route. */
export function injectTransport(app: {
  inject(opts: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }): PromiseLike<{ statusCode: number; body: string }>;
}): NotificationTransport {
  return async (rawBody, signature) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX.cashier}${CashierRoute.notifications}`,
      headers: { 'content-type': 'application/json', [CASHIER_SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    let body: unknown = null;
    try {
      body = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body };
  };
}
