import { randomBytes } from 'node:crypto';
import {
  CASHIER_SIGNATURE_TOLERANCE_SECONDS,
  CashierErrorCode,
  type CashierNotificationBody,
  type CashierNotificationResponse,
  type DepositCreateBody,
  type DepositCreateResponse,
  isSafeReturnPath,
  type Payment,
  type QuickDepositBody,
  type QuickDepositResponse,
  type SavedCard,
  SPI_TEST_STATUS,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CashierConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { unauthorized } from '../auth/errors.ts';
import { assertCanDeposit } from '../limits/money.ts';
import { activeExclusion, exclusionError, loadLimits } from '../limits/service.ts';
import { depositCredited, depositLimitReached } from '../notifications/events.ts';
import { publishNotifications } from '../notifications/push.ts';
import { type NotificationRow, writeNotification } from '../notifications/queries.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { publishBalance } from '../wallet/push.ts';
import { type AppliedChange, applyChange } from '../wallet/service.ts';
import { cashierError, paymentNotFound, returnPathInvalid } from './errors.ts';
import type { PaymentProvider } from './provider.ts';
import { publishPaymentNotification } from './push.ts';
import {
  findPayment,
  insertPayment,
  lastApprovedCard,
  listLedger,
  lockAccountRow,
  lockPayment,
  lockPlayerRow,
  type PaymentRow,
  pruneSignatures,
  recordSignature,
  updatePayment,
} from './queries.ts';
import { paymentView, transactionView } from './view.ts';

export interface CashierOptions {
  config: CashierConfig;
  /** The provider; null when none is configured (deposits answer 503). */
  provider: PaymentProvider | null;
  push: PushPublisher;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** Called after a deposit is credited (first-deposit bonuses); a failure is logged only. */
  onDeposited?: ((userId: number) => Promise<unknown>) | undefined;
}

type Status = PaymentRow['status'];

/** Moves a notification may make: final statuses (approved, declined) move no more. */
const NEXT: Record<Status, readonly Status[]> = {
  created: ['approved', 'declined', 'pending', 'challenge'],
  pending: ['approved', 'declined', 'challenge'],
  challenge: ['approved', 'declined'],
  approved: [],
  declined: [],
};

const AUTH_FIELD_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  country: 'country',
  mobile_phone: 'mobilePhone',
} as const;

/** Prune replay-protection rows about once per this many notifications. */
const PRUNE_EVERY = 100;

/**
 * Deposits: a payment is created by the player, paid at the provider, and credited once by the
 * provider's signed notification (ledger row, balance and payment status in one transaction).
 * Responsible-gambling checks (exclusions, deposit limits) run at creation and again at credit.
 */
export class CashierService {
  private notifications = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: CashierOptions,
  ) {}

  /** POST /deposits: a new card payment and the provider's form URL. */
  async createDeposit(userId: number, body: DepositCreateBody): Promise<DepositCreateResponse> {
    const provider = this.requireProvider();
    const returnPath = body.return_path;
    if (returnPath !== undefined && !isSafeReturnPath(returnPath)) throw returnPathInvalid();
    const payment = await this.newPayment(userId, body, 'card');
    try {
      const { formUrl } = await provider.openPayment({
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        ...(returnPath === undefined ? {} : { returnPath }),
      });
      return { payment_id: payment.id, status: payment.status, form_url: formUrl };
    } catch (err) {
      await updatePayment(this.db, payment.id, {
        status: 'declined',
        failureCode: 'provider_error',
        updatedAt: this.opts.now(),
      });
      this.opts.log?.error({ err, paymentId: payment.id }, 'payment provider refused to open a payment');
      throw cashierError(503, CashierErrorCode.providerUnavailable, 'The payment provider is unavailable');
    }
  }

  /** POST /quick-deposits: charges the saved card; the status after the provider answered. */
  async quickDeposit(userId: number, body: QuickDepositBody): Promise<QuickDepositResponse> {
    const provider = this.requireProvider();
    await this.assertQuickDepositAllowed(userId);
    const card = await lastApprovedCard(this.db, userId);
    if (!card) {
      throw cashierError(409, CashierErrorCode.savedCardMissing, 'No saved card: make a card deposit first');
    }
    if (!provider.chargeSavedCard) {
      throw cashierError(503, CashierErrorCode.providerUnavailable, 'The provider has no quick deposit');
    }
    const payment = await this.newPayment(userId, body, 'saved_card');
    await provider.chargeSavedCard({
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      cardToken: card.token,
    });
    const after = await findPayment(this.db, userId, payment.id);
    return { payment_id: payment.id, status: after?.status ?? payment.status };
  }

  async payment(userId: number, id: string): Promise<Payment> {
    const row = await findPayment(this.db, userId, id);
    if (!row) throw paymentNotFound();
    return paymentView(row);
  }

  async savedCard(userId: number): Promise<SavedCard | null> {
    const card = await lastApprovedCard(this.db, userId);
    return card ? { last4: card.last4, brand: card.brand } : null;
  }

  async transactions(
    userId: number,
    query: z.output<typeof TransactionsQuery>,
  ): Promise<TransactionsResponse> {
    const { rows, total } = await listLedger(this.db, userId, query);
    return {
      data: rows.map(transactionView),
      pagination: {
        total,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  /**
   * A verified provider notification (the route checked the signature over the raw body): replay
   * check, payment lock, amount and currency check, status move, and on approval the credit with
   * its ledger row, all in one transaction; `balance_changed` is pushed after it commits.
   */
  async notify(digest: string, body: CashierNotificationBody): Promise<CashierNotificationResponse> {
    const now = this.opts.now();
    const result = await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (!(await recordSignature(tx, digest, body.payment_id, now))) {
        throw cashierError(
          409,
          CashierErrorCode.notificationReplayed,
          'This notification was received before',
        );
      }
      const payment = await lockPayment(tx, body.payment_id);
      if (!payment) throw paymentNotFound();
      if (payment.amount !== body.amount || payment.currency !== body.currency) {
        throw cashierError(
          422,
          CashierErrorCode.notificationMismatch,
          'Amount or currency differ from the payment',
        );
      }
      if (payment.status === body.status) return { payment, applied: null, changed: false };
      if (!NEXT[payment.status].includes(body.status)) {
        throw cashierError(
          409,
          CashierErrorCode.transitionInvalid,
          `A ${payment.status} payment cannot become ${body.status}`,
        );
      }
      if (body.status !== 'approved') {
        const failureCode = body.status === 'declined' ? (body.failure_code ?? 'card_declined') : null;
        await updatePayment(tx, payment.id, { status: body.status, failureCode, updatedAt: now });
        return { payment: { ...payment, status: body.status, failureCode }, applied: null, changed: true };
      }
      return { ...(await this.credit(tx, payment, body, now)), changed: true };
    });
    if (++this.notifications % PRUNE_EVERY === 0) {
      await pruneSignatures(
        this.db,
        new Date(now.getTime() - 2 * CASHIER_SIGNATURE_TOLERANCE_SECONDS * 1000),
      );
    }
    if (result.applied) {
      await publishBalance(this.opts.push, result.applied, this.opts.log);
      await this.opts.onDeposited?.(result.applied.userId).catch((err: unknown) => {
        this.opts.log?.error({ err }, 'after-deposit hook failed');
      });
    }
    if (result.changed) await publishPaymentNotification(this.opts.push, result.payment, this.opts.log);
    if ('notified' in result) await publishNotifications(this.opts.push, [result.notified], this.opts.log);
    return {
      payment_id: result.payment.id,
      status: result.payment.status,
      credited: result.applied !== null,
    };
  }

  /** The approval: checks again under the player's lock, then the ledger row and the status together. */
  private async credit(
    tx: Db,
    payment: PaymentRow,
    body: CashierNotificationBody,
    now: Date,
  ): Promise<{ payment: PaymentRow; applied: AppliedChange | null; notified: NotificationRow }> {
    await lockAccountRow(tx, payment.userId, payment.currency);
    await lockPlayerRow(tx, payment.userId);
    const refusal = await this.depositRefusal(tx, payment.userId, payment.amount, payment.currency, now);
    if (refusal) {
      await updatePayment(tx, payment.id, { status: 'declined', failureCode: refusal, updatedAt: now });
      this.opts.log?.warn({ paymentId: payment.id, reason: refusal }, 'approved payment refused at credit');
      const notified = await writeNotification(tx, depositLimitReached(payment, refusal, now));
      return { payment: { ...payment, status: 'declined', failureCode: refusal }, applied: null, notified };
    }
    const applied = await applyChange(
      tx,
      { userId: payment.userId, currency: payment.currency },
      { delta: payment.amount, kind: 'deposit', ref: payment.id, at: now },
    );
    const card = body.card
      ? { cardToken: body.card.token, cardLast4: body.card.last4, cardBrand: body.card.brand }
      : {};
    await updatePayment(tx, payment.id, {
      status: 'approved',
      failureCode: null,
      ledgerId: applied.ledgerId,
      updatedAt: now,
      ...card,
    });
    const notified = await writeNotification(tx, depositCredited(payment, now));
    return { payment: { ...payment, status: 'approved' }, applied, notified };
  }

  /** The code that refuses a deposit now (an exclusion, the deposit limit), or null. */
  private async depositRefusal(
    db: Db,
    userId: number,
    amount: number,
    currency: string,
    now: Date,
  ): Promise<string | null> {
    try {
      await this.assertMayDeposit(db, userId, amount, currency, now);
      return null;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 403) return err.code;
      throw err;
    }
  }

  /** 403 self_excluded / cooling_off / deposit_limit_exceeded when the player may not deposit this now. */
  private async assertMayDeposit(db: Db, userId: number, amount: number, currency: string, now: Date) {
    const exclusion = activeExclusion(await loadLimits(db, userId, ['selfexclusion', 'coolingoff']), now);
    if (exclusion) throw exclusionError(exclusion);
    await assertCanDeposit(db, userId, amount, currency, now);
  }

  /** Checks and inserts a payment (status created). */
  private async newPayment(
    userId: number,
    body: QuickDepositBody,
    method: PaymentRow['method'],
  ): Promise<PaymentRow> {
    const { minDeposit, maxDeposit } = this.opts.config;
    const min = minDeposit[body.currency] ?? 1;
    const max = maxDeposit[body.currency] ?? Number.MAX_SAFE_INTEGER;
    if (body.amount < min || body.amount > max) {
      throw cashierError(422, CashierErrorCode.amountOutOfRange, `A deposit is ${min} to ${max} subunits`, [
        { path: 'min', message: String(min) },
        { path: 'max', message: String(max) },
      ]);
    }
    const user = await this.user(userId);
    const missing = this.opts.config.requiredFields.filter((f) => !user[AUTH_FIELD_COLUMNS[f]]);
    if (missing.length > 0) {
      throw cashierError(
        422,
        CashierErrorCode.fieldsMissing,
        'Fill in your profile before depositing',
        missing.map((f) => ({ path: f, message: 'blank' })),
      );
    }
    const now = this.opts.now();
    await this.assertMayDeposit(this.db, userId, body.amount, body.currency, now);
    return insertPayment(this.db, {
      id: `pay_${randomBytes(12).toString('hex')}`,
      userId,
      method,
      currency: body.currency,
      amount: body.amount,
      status: 'created',
      createdAt: now,
      updatedAt: now,
    });
  }

  private async user(userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    return user;
  }

  /** Quick deposit: flag quick_deposit, or quick_deposit_test for a player with status spi_test. */
  private async assertQuickDepositAllowed(userId: number): Promise<void> {
    const { quickDeposit, quickDepositTest } = this.opts.config;
    if (quickDeposit) return;
    if (quickDepositTest && (await this.user(userId)).statuses.includes(SPI_TEST_STATUS)) return;
    throw cashierError(403, CashierErrorCode.quickDepositDisabled, 'Quick deposit is not available');
  }

  private requireProvider(): PaymentProvider {
    if (!this.opts.provider) {
      throw cashierError(503, CashierErrorCode.providerUnavailable, 'No payment provider is configured');
    }
    return this.opts.provider;
  }
}
