import { type Phone, PlatformErrorCode, SMS_DAILY_LIMIT, SMS_RESEND_SECONDS } from '@sportsbook/contract';
import { and, eq, gt, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneVerifications, users } from '../../db/schema.ts';
import { safeEqual, sha256, smsCode } from '../auth/crypto.ts';
import { platformError } from '../auth/errors.ts';
import type { SmsTransport } from '../mail/transport.ts';

const SMS_CODE_TTL_MS = 10 * 60_000;
/** Codes checked per texted code; the next check needs a new code. */
export const SMS_MAX_ATTEMPTS = 5;

type PhoneRow = typeof phoneVerifications.$inferSelect;

const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Phone verification: texts a code, checks it. Every limit (resend timeout, daily SMS count, code
 * attempts) is claimed by one conditional write before the work it guards, so concurrent requests
 * cannot each read the same old row and all pass.
 */
export class PhoneVerification {
  constructor(
    private readonly db: Db,
    private readonly opts: { now: () => Date; sms: SmsTransport },
  ) {}

  private view(row: PhoneRow | undefined): Phone {
    const now = this.opts.now();
    if (!row) {
      return {
        phone_number: null,
        phone_country: null,
        verified_status: 'not_set',
        is_verified: false,
        resend_timeout_until: null,
        sms_limit_reached: false,
      };
    }
    const resendAt = row.lastSentAt ? new Date(row.lastSentAt.getTime() + SMS_RESEND_SECONDS * 1000) : null;
    return {
      phone_number: row.phoneNumber,
      phone_country: row.phoneCountry,
      verified_status: row.verifiedAt ? 'verified' : 'unverified',
      is_verified: row.verifiedAt !== null,
      resend_timeout_until: resendAt && resendAt > now ? resendAt.toISOString() : null,
      sms_limit_reached: row.smsDay === utcDate(now) && row.smsCount >= SMS_DAILY_LIMIT,
    };
  }

  private async row(userId: number): Promise<PhoneRow | undefined> {
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId));
    return row;
  }

  async phone(userId: number): Promise<Phone> {
    return this.view(await this.row(userId));
  }

  /** Sets the number (unverified until the code comes back) and texts a code; 429 when too soon or too many. */
  async setPhone(userId: number, phoneNumber: string, phoneCountry: string | null): Promise<Phone> {
    const now = this.opts.now();
    const today = utcDate(now);
    const row = await this.row(userId);
    if (row?.verifiedAt && row.phoneNumber === phoneNumber) return this.view(row);
    const code = smsCode();
    const values = {
      phoneNumber,
      phoneCountry,
      verifiedAt: null,
      codeHash: sha256(`${userId}:${code}`),
      codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      attempts: 0,
      lastSentAt: now,
      smsDay: today,
    };
    const pv = phoneVerifications;
    const resendFrom = new Date(now.getTime() - SMS_RESEND_SECONDS * 1000);
    // The send is claimed in the upsert itself: it only updates a row whose timeout has passed and whose
    // day still has SMS left, so of concurrent requests one sends and the rest get the 429.
    const [saved] = await this.db
      .insert(pv)
      .values({ userId, ...values, smsCount: 1 })
      .onConflictDoUpdate({
        target: pv.userId,
        set: {
          ...values,
          smsCount: sql`case when ${pv.smsDay} = ${today} then ${pv.smsCount} + 1 else 1 end`,
        },
        setWhere: and(
          or(sql`${pv.lastSentAt} is null`, lte(pv.lastSentAt, resendFrom)),
          or(sql`${pv.smsDay} is null`, ne(pv.smsDay, today), lt(pv.smsCount, SMS_DAILY_LIMIT)),
        ),
      })
      .returning();
    if (!saved) throw this.sendRefused(await this.row(userId), now);
    await this.opts.sms.send({ to: phoneNumber, text: `Your sportsbook verification code: ${code}`, code });
    return this.view(saved);
  }

  private sendRefused(row: PhoneRow | undefined, now: Date) {
    if (row?.smsDay === utcDate(now) && row.smsCount >= SMS_DAILY_LIMIT) {
      return platformError(429, PlatformErrorCode.smsLimitReached, 'No more SMS codes today');
    }
    const sentAt = row?.lastSentAt ?? now;
    const until = new Date(sentAt.getTime() + SMS_RESEND_SECONDS * 1000).toISOString();
    return platformError(429, PlatformErrorCode.smsResendTimeout, `Wait until ${until} for a new code`, [
      { path: 'resend_timeout_until', message: until },
    ]);
  }

  /**
   * Checks a code. The attempt is counted (and refused past SMS_MAX_ATTEMPTS or after expiry) before
   * the code is compared, so a burst of guesses gets SMS_MAX_ATTEMPTS comparisons in all.
   */
  async verifyPhone(userId: number, code: string): Promise<Phone> {
    const now = this.opts.now();
    const pv = phoneVerifications;
    const invalid = () => platformError(400, PlatformErrorCode.smsCodeInvalid, 'Wrong or expired code');
    const [claimed] = await this.db
      .update(pv)
      .set({ attempts: sql`${pv.attempts} + 1` })
      .where(
        and(
          eq(pv.userId, userId),
          isNotNull(pv.codeHash),
          lt(pv.attempts, SMS_MAX_ATTEMPTS),
          gt(pv.codeExpiresAt, now),
        ),
      )
      .returning();
    if (!claimed?.codeHash) {
      if (!(await this.row(userId))?.codeHash) {
        throw platformError(409, PlatformErrorCode.phoneNotSet, 'Set a phone number first');
      }
      throw invalid();
    }
    if (!safeEqual(claimed.codeHash, sha256(`${userId}:${code}`))) throw invalid();
    const [saved] = await this.db
      .update(pv)
      .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null })
      .where(and(eq(pv.userId, userId), eq(pv.codeHash, claimed.codeHash)))
      .returning();
    // A new code was texted meanwhile: this one no longer counts.
    if (!saved) throw invalid();
    await this.db
      .update(users)
      .set({ mobilePhone: saved.phoneNumber, authPhoneNumber: saved.phoneNumber, updatedAt: now })
      .where(eq(users.id, userId));
    return this.view(saved);
  }
}
