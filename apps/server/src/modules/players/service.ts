import {
  MAX_FAILED_SIGN_INS,
  type Phone,
  PlatformErrorCode,
  type ResetPasswordBody,
  type SignUpBody,
  type SignUpField,
} from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema.ts';
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from '../auth/crypto.ts';
import { platformError } from '../auth/errors.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { LimitsService } from '../limits/service.ts';
import { activeExclusion, exclusionError, loadLimits } from '../limits/service.ts';
import { authMail } from '../mail/templates.ts';
import type { MailKind, MailTransport, SmsTransport } from '../mail/transport.ts';
import { applyChange, ensureAccount } from '../wallet/service.ts';
import { PhoneVerification } from './phone.ts';
import type { UserRow } from './profile.ts';
import { claimSignInAttempt, releaseSignInAttempts } from './sign-in-attempts.ts';
import { checkSignUpFields } from './signup-fields.ts';
import { TrustedDevices } from './trusted-devices.ts';

const HOUR = 3_600_000;
const TOKEN_TTL_MS: Record<MailKind, number> = {
  confirmation: 72 * HOUR,
  reset_password: 6 * HOUR,
  unlock: 24 * HOUR,
};

export interface PlayersServiceOptions {
  now: () => Date;
  publicUrl: string;
  mail: MailTransport;
  sms: SmsTransport;
  limits: LimitsService;
  /** Sign-up fields the operator requires (config SIGNUP_REQUIRED_FIELDS); default none. */
  signUpRequiredFields?: readonly SignUpField[];
  /** Called after a sign-up (sign-up bonuses); must not throw. */
  onSignedUp?: ((userId: number) => Promise<void>) | undefined;
}

/** 401 invalid_credentials, with the wrong passwords left before the lock when one was checked. */
function invalidCredentials(attemptsLeft?: number) {
  return platformError(
    401,
    PlatformErrorCode.invalidCredentials,
    'Invalid e-mail or password',
    attemptsLeft === undefined ? undefined : [{ path: 'attempts_left', message: String(attemptsLeft) }],
  );
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
    dateOfBirth?: string | null;
    termsAcceptedAt?: Date | null;
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
        dateOfBirth: input.dateOfBirth ?? null,
        termsAcceptedAt: input.termsAcceptedAt ?? null,
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
  private readonly phones: PhoneVerification;
  private readonly devices: TrustedDevices;

  constructor(
    private readonly db: Db,
    private readonly opts: PlayersServiceOptions,
  ) {
    this.phones = new PhoneVerification(db, { now: opts.now, sms: opts.sms });
    this.devices = new TrustedDevices(db, opts.now);
  }

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
    checkSignUpFields(body, this.opts.signUpRequiredFields ?? [], this.now());
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
      dateOfBirth: body.date_of_birth ?? null,
      termsAcceptedAt: body.terms_accepted ? this.now() : null,
      now: this.now(),
    });
    await this.sendToken(user, 'confirmation');
    await this.opts.onSignedUp?.(user.id);
    return user;
  }

  /**
   * Checks credentials and the player's state; returns the user to open a session for and the token
   * of the device-trust cookie to set. From a device the player signed in from before (`device.token`),
   * the device's own wrong-password count applies and the account lock does not (trusted-devices.ts);
   * otherwise the account's. A cookie sign-in (`trust`) makes the device a known one; bearer clients
   * hold no cookie and get no device token. Either way each password check is counted before it runs,
   * so however many arrive at once at most MAX_FAILED_SIGN_INS wrong ones are checked.
   */
  async signIn(
    email: string,
    password: string,
    device: { token?: string | undefined; trust: boolean } = { trust: false },
  ): Promise<{ user: UserRow; deviceToken: string | null }> {
    const deviceToken = device.token;
    const address = normaliseEmail(email);
    const known = deviceToken ? await this.devices.claim(deviceToken, address) : null;
    const user = known
      ? await this.checkOnDevice(known, password)
      : await this.checkOnAccount(address, password);
    await this.assertMaySignIn(user);
    if (known && deviceToken) return { user, deviceToken };
    return { user, deviceToken: device.trust ? await this.devices.trust(user.id) : null };
  }

  private async checkOnDevice(
    device: { deviceId: number; userId: number; attempt: number },
    password: string,
  ): Promise<UserRow> {
    const user = await this.findById(device.userId);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      if (device.attempt >= MAX_FAILED_SIGN_INS) await this.devices.forget(device.deviceId);
      throw invalidCredentials(MAX_FAILED_SIGN_INS - device.attempt);
    }
    await this.devices.succeeded(device.deviceId, device.attempt);
    return user;
  }

  /** The account's way: the MAX_FAILED_SIGN_INS-th wrong password locks it and mails an unlock link. */
  private async checkOnAccount(email: string, password: string): Promise<UserRow> {
    const claim = await claimSignInAttempt(this.db, email, this.now());
    if (!claim) {
      if (await this.findByEmail(email)) throw this.lockedError();
      await burnPasswordCheck(password);
      throw invalidCredentials();
    }
    const { user, attempt } = claim;
    if (!(await verifyPassword(user.passwordHash, password))) {
      if (attempt >= MAX_FAILED_SIGN_INS) {
        await this.sendToken(user, 'unlock');
        throw this.lockedError();
      }
      throw invalidCredentials(MAX_FAILED_SIGN_INS - attempt);
    }
    await releaseSignInAttempts(this.db, claim);
    return user;
  }

  /** After a right password: confirmed, not excluded, activity limit not reached. */
  private async assertMaySignIn(user: UserRow): Promise<void> {
    if (!user.confirmedAt) {
      throw platformError(403, PlatformErrorCode.unconfirmed, 'Confirm your e-mail address first');
    }
    const exclusion = activeExclusion(await loadLimits(this.db, user.id), this.now());
    if (exclusion) throw exclusionError(exclusion);
    if (await this.opts.limits.activityReached(user.id)) {
      throw platformError(403, PlatformErrorCode.activityLimitReached, 'The activity limit is reached');
    }
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

  // Phone verification (phone.ts)

  phone(userId: number): Promise<Phone> {
    return this.phones.phone(userId);
  }

  setPhone(userId: number, phoneNumber: string, phoneCountry: string | null): Promise<Phone> {
    return this.phones.setPhone(userId, phoneNumber, phoneCountry);
  }

  verifyPhone(userId: number, code: string): Promise<Phone> {
    return this.phones.verifyPhone(userId, code);
  }
}
