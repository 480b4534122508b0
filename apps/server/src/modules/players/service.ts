import {
  MAX_FAILED_SIGN_INS,
  type Phone,
  PlatformErrorCode,
  type ResetPasswordBody,
  type SignUpBody,
  SMS_DAILY_LIMIT,
  SMS_RESEND_SECONDS,
} from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneVerifications, users, userTokens } from '../../db/schema.ts';
import {
  burnPasswordCheck,
  hashPassword,
  randomToken,
  safeEqual,
  sha256,
  smsCode,
  verifyPassword,
} from '../auth/crypto.ts';
import { platformError } from '../auth/errors.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { LimitsService } from '../limits/service.ts';
import { activeExclusion, exclusionError, loadLimits } from '../limits/service.ts';
import { authMail } from '../mail/templates.ts';
import type { MailKind, MailTransport, SmsTransport } from '../mail/transport.ts';
import { applyChange, ensureAccount } from '../wallet/service.ts';
import type { UserRow } from './profile.ts';

const HOUR = 3_600_000;
const TOKEN_TTL_MS: Record<MailKind, number> = {
  confirmation: 72 * HOUR,
  reset_password: 6 * HOUR,
  unlock: 24 * HOUR,
};
const SMS_CODE_TTL_MS = 10 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

export interface PlayersServiceOptions {
  now: () => Date;
  publicUrl: string;
  mail: MailTransport;
  sms: SmsTransport;
  limits: LimitsService;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function languageOf(locale: string | undefined): string {
  return locale && (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? locale : 'en';
}

/** Creates a player with an account in `currency` (used by sign-up and the seed). */
export async function createPlayer(
  db: Db,
  input: {
    email: string;
    password: string;
    currency: string;
    confirmedAt?: Date | null;
    firstName?: string | null;
    lastName?: string | null;
    nickname?: string | null;
    authPhoneNumber?: string | null;
    country?: string | null;
    language?: string;
    now?: Date;
  },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const now = input.now ?? new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [user] = await tx
      .insert(users)
      .values({
        email: normaliseEmail(input.email),
        passwordHash,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        nickname: input.nickname || null,
        authPhoneNumber: input.authPhoneNumber ?? null,
        language: languageOf(input.language),
        currency: input.currency,
        country: input.country ?? null,
        confirmedAt: input.confirmedAt ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user)
      throw platformError(409, PlatformErrorCode.emailTaken, 'This e-mail address is already registered');
    await ensureAccount(tx, user.id, input.currency);
    return user;
  });
}

/** The seeded demo player: demo@sportsbook.test / demo-password-1, confirmed, 1,000.00 EUR. */
export async function seedDemoPlayer(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'demo@sportsbook.test'));
  if (existing) return;
  const user = await createPlayer(db, {
    email: 'demo@sportsbook.test',
    password: 'demo-password-1',
    currency: 'EUR',
    confirmedAt: now,
    firstName: 'Demo',
    lastName: 'Player',
    country: 'DE',
    now,
  });
  await applyChange(
    db,
    { userId: user.id, currency: 'EUR' },
    { delta: 100_000, kind: 'deposit', ref: 'seed', at: now },
  );
}

/** Sign-up, sign-in, e-mailed tokens, profile and phone verification. */
export class PlayersService {
  constructor(
    private readonly db: Db,
    private readonly opts: PlayersServiceOptions,
  ) {}

  private now(): Date {
    return this.opts.now();
  }

  async findById(id: number): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return user ?? null;
  }

  /** A fresh single-use token (older unused ones of the same kind stop working) and its e-mail. */
  private async sendToken(user: UserRow, kind: MailKind): Promise<void> {
    const token = randomToken();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
      await tx.insert(userTokens).values({
        userId: user.id,
        kind,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
        createdAt: now,
      });
    });
    await this.opts.mail.send(
      authMail(kind, user.email, token, { publicUrl: this.opts.publicUrl, locale: user.language }),
    );
  }

  /** Marks a token used and returns its user; 400 token_invalid (unknown, used) or token_expired. */
  private async consumeToken(kind: MailKind, token: string): Promise<UserRow> {
    const now = this.now();
    const hash = sha256(token);
    const [row] = await this.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, hash), eq(userTokens.kind, kind)));
    if (!row || row.usedAt)
      throw platformError(400, PlatformErrorCode.tokenInvalid, 'The link is invalid or was used');
    if (row.expiresAt <= now)
      throw platformError(400, PlatformErrorCode.tokenExpired, 'The link has expired');
    const [used] = await this.db
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.id, row.id), isNull(userTokens.usedAt)))
      .returning({ userId: userTokens.userId });
    if (!used) throw platformError(400, PlatformErrorCode.tokenInvalid, 'The link is invalid or was used');
    const user = await this.findById(used.userId);
    if (!user) throw platformError(400, PlatformErrorCode.tokenInvalid, 'The link is invalid or was used');
    return user;
  }

  async signUp(body: SignUpBody, ctx: { locale: string; country: string | null }): Promise<UserRow> {
    const user = await createPlayer(this.db, {
      email: body.email,
      password: body.password,
      currency: body.currency,
      firstName: body.first_name ?? null,
      lastName: body.last_name ?? null,
      nickname: body.nickname ?? null,
      authPhoneNumber: null,
      country: body.country ?? ctx.country,
      language: body.language ?? ctx.locale,
      now: this.now(),
    });
    await this.sendToken(user, 'confirmation');
    return user;
  }

  /**
   * Checks credentials and the player's state; returns the user to open a session for. A wrong
   * password counts; the MAX_FAILED_SIGN_INS-th locks the account and mails an unlock link.
   */
  async signIn(email: string, password: string): Promise<UserRow> {
    const user = await this.findByEmail(email);
    if (!user) {
      await burnPasswordCheck(password);
      throw platformError(401, PlatformErrorCode.invalidCredentials, 'Invalid e-mail or password');
    }
    if (user.lockedAt) throw this.lockedError();
    if (!(await verifyPassword(user.passwordHash, password))) {
      const [counted] = await this.db
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
        .where(eq(users.id, user.id))
        .returning({ failedAttempts: users.failedAttempts });
      const attempts = counted?.failedAttempts ?? MAX_FAILED_SIGN_INS;
      if (attempts >= MAX_FAILED_SIGN_INS) {
        const [locked] = await this.db
          .update(users)
          .set({ lockedAt: this.now() })
          .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
          .returning();
        if (locked) await this.sendToken(locked, 'unlock');
        throw this.lockedError();
      }
      throw platformError(401, PlatformErrorCode.invalidCredentials, 'Invalid e-mail or password', [
        { path: 'attempts_left', message: String(MAX_FAILED_SIGN_INS - attempts) },
      ]);
    }
    if (!user.confirmedAt) {
      throw platformError(403, PlatformErrorCode.unconfirmed, 'Confirm your e-mail address first');
    }
    const exclusion = activeExclusion(await loadLimits(this.db, user.id), this.now());
    if (exclusion) throw exclusionError(exclusion);
    if (await this.opts.limits.activityReached(user.id)) {
      throw platformError(403, PlatformErrorCode.activityLimitReached, 'The activity limit is reached');
    }
    if (user.failedAttempts > 0) {
      await this.db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, user.id));
    }
    return user;
  }

  private lockedError() {
    return platformError(
      403,
      PlatformErrorCode.locked,
      'The account is locked; follow the unlock link we e-mailed',
    );
  }

  async confirm(token: string): Promise<UserRow> {
    const user = await this.consumeToken('confirmation', token);
    if (user.confirmedAt) throw platformError(400, PlatformErrorCode.alreadyConfirmed, 'Already confirmed');
    const [updated] = await this.db
      .update(users)
      .set({ confirmedAt: this.now(), updatedAt: this.now() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }

  /** Sends a new confirmation link when the address exists and is unconfirmed; silent otherwise. */
  async resendConfirmation(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (user && !user.confirmedAt) await this.sendToken(user, 'confirmation');
  }

  /** Forgot password: mails a reset link when the address exists; silent otherwise. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (user) await this.sendToken(user, 'reset_password');
  }

  /** Sets the new password, unlocks the account and ends every session of the player. */
  async resetPassword(body: ResetPasswordBody): Promise<void> {
    const user = await this.consumeToken('reset_password', body.reset_password_token);
    const passwordHash = await hashPassword(body.password);
    const now = this.now();
    await this.db
      .update(users)
      .set({ passwordHash, failedAttempts: 0, lockedAt: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await endUserSessions(this.db, user.id, 'password_reset', now);
  }

  async unlock(token: string): Promise<void> {
    const user = await this.consumeToken('unlock', token);
    await this.db
      .update(users)
      .set({ lockedAt: null, failedAttempts: 0, updatedAt: this.now() })
      .where(eq(users.id, user.id));
  }

  async resendUnlock(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (user?.lockedAt) await this.sendToken(user, 'unlock');
  }

  /** Saves profile fields; an empty name is stored as null (not given). */
  async updateProfile(
    userId: number,
    fields: { first_name?: string; last_name?: string; nickname?: string; country?: string },
  ): Promise<UserRow> {
    const name = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
    const [user] = await this.db
      .update(users)
      .set({
        firstName: name(fields.first_name),
        lastName: name(fields.last_name),
        nickname: name(fields.nickname),
        country: fields.country,
        updatedAt: this.now(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw platformError(401, PlatformErrorCode.unauthorized, 'Sign in first');
    return user;
  }

  async updateLocale(userId: number, locale: string): Promise<UserRow> {
    const [user] = await this.db
      .update(users)
      .set({ language: languageOf(locale), updatedAt: this.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw platformError(401, PlatformErrorCode.unauthorized, 'Sign in first');
    return user;
  }

  // ------------------------------------------------------------------------------------------
  // Phone verification

  private phoneView(row: typeof phoneVerifications.$inferSelect | undefined): Phone {
    const now = this.now();
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
      sms_limit_reached: row.smsDay === now.toISOString().slice(0, 10) && row.smsCount >= SMS_DAILY_LIMIT,
    };
  }

  async phone(userId: number): Promise<Phone> {
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId));
    return this.phoneView(row);
  }

  /** Sets the number (unverified until the code comes back) and texts a code; 429 when too soon or too many. */
  async setPhone(userId: number, phoneNumber: string, phoneCountry: string | null): Promise<Phone> {
    const now = this.now();
    const today = now.toISOString().slice(0, 10);
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId));
    if (row?.verifiedAt && row.phoneNumber === phoneNumber) return this.phoneView(row);
    const sentToday = row?.smsDay === today ? row.smsCount : 0;
    if (sentToday >= SMS_DAILY_LIMIT) {
      throw platformError(429, PlatformErrorCode.smsLimitReached, 'No more SMS codes today');
    }
    if (row?.lastSentAt && now.getTime() - row.lastSentAt.getTime() < SMS_RESEND_SECONDS * 1000) {
      const until = new Date(row.lastSentAt.getTime() + SMS_RESEND_SECONDS * 1000).toISOString();
      throw platformError(429, PlatformErrorCode.smsResendTimeout, `Wait until ${until} for a new code`, [
        { path: 'resend_timeout_until', message: until },
      ]);
    }
    const code = smsCode();
    const values = {
      phoneNumber,
      phoneCountry,
      verifiedAt: null,
      codeHash: sha256(`${userId}:${code}`),
      codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      attempts: 0,
      lastSentAt: now,
      smsCount: sentToday + 1,
      smsDay: today,
    };
    const [saved] = await this.db
      .insert(phoneVerifications)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: phoneVerifications.userId, set: values })
      .returning();
    await this.opts.sms.send({ to: phoneNumber, text: `Your sportsbook verification code: ${code}`, code });
    return this.phoneView(saved);
  }

  async verifyPhone(userId: number, code: string): Promise<Phone> {
    const now = this.now();
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId));
    if (!row?.codeHash) throw platformError(409, PlatformErrorCode.phoneNotSet, 'Set a phone number first');
    const invalid = () => platformError(400, PlatformErrorCode.smsCodeInvalid, 'Wrong or expired code');
    if (row.attempts >= SMS_MAX_ATTEMPTS || !row.codeExpiresAt || row.codeExpiresAt <= now) throw invalid();
    if (!safeEqual(row.codeHash, sha256(`${userId}:${code}`))) {
      await this.db
        .update(phoneVerifications)
        .set({ attempts: row.attempts + 1 })
        .where(eq(phoneVerifications.userId, userId));
      throw invalid();
    }
    const [saved] = await this.db
      .update(phoneVerifications)
      .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null })
      .where(eq(phoneVerifications.userId, userId))
      .returning();
    await this.db
      .update(users)
      .set({ mobilePhone: row.phoneNumber, authPhoneNumber: row.phoneNumber, updatedAt: now })
      .where(eq(users.id, userId));
    return this.phoneView(saved);
  }
}
