import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ChatType,
  CountryCode,
  FeatureFlags,
  PushNotificationType,
  type SiteConfig,
} from '@sportsbook/contract';
import { BonusType, SUPPORTED_LOCALES } from '@sportsbook/domain';
import { z } from 'zod';

const Access = z
  .object({
    allowed: z.boolean().default(true),
    allowedCountries: z.array(CountryCode).default([]),
    blockedCountries: z.array(CountryCode).default([]),
  })
  .strict()
  .prefault({});

const Switch = z
  .object({ enabled: z.boolean().default(true) })
  .strict()
  .prefault({});

const FLAG_DEFAULTS: FeatureFlags = {
  quick_deposit: true,
  quick_deposit_test: false,
  accumulator_progress_bar: true,
  jackpots: true,
  activity_tracking: true,
  responsible_gambling: true,
  sign_in_iframe_preloader: false,
  sign_up_iframe_preloader: false,
  rtl_view: true,
  push_delta_compression: false,
};

/**
 * The operator's site configuration file (SITE_CONFIG_FILE, see site-config.example.json): every field
 * optional with the documented default; unknown fields are refused so a typo fails at start.
 */
export const SiteConfigFile = z
  .object({
    locales: z
      .array(z.enum(SUPPORTED_LOCALES))
      .min(1)
      .default([...SUPPORTED_LOCALES]),
    favicon: z.string().min(1).default('/favicon.svg'),
    logo: z.string().min(1).nullable().default(null),
    seo: z
      .object({ title: z.string().min(1).default('Sportsbook'), description: z.string().default('') })
      .strict()
      .prefault({}),
    chat: z
      .object({ type: ChatType.default('none'), id: z.string().default(''), region: z.string().default('') })
      .strict()
      .prefault({}),
    pushNotifications: z
      .object({ type: PushNotificationType.default('none'), appId: z.string().default('') })
      .strict()
      .prefault({}),
    depositReminder: z
      .object({
        showDepositReminder: z.boolean().default(false),
        playerGroupId: z.string().min(1).nullable().default(null),
        remindAfter: z.number().int().min(0).max(86_400).default(10),
      })
      .strict()
      .prefault({}),
    disabledBonusNotifications: z
      .array(z.enum(Object.values(BonusType) as [string, ...string[]]))
      .default([]),
    signUpReminderSeconds: z.number().int().min(0).max(86_400).default(0),
    isMyBetsVisible: z.boolean().default(true),
    gtmId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a tag manager container id like GTM-ABC1234')
      .nullable()
      .default(null),
    signIn: Access,
    signUp: Access,
    /** Status-group check (server only: the status and where failing visitors go). */
    statusGroupCheck: z
      .object({
        requiredStatus: z.string().min(1).nullable().default(null),
        platformUrl: z.url().nullable().default(null),
      })
      .strict()
      .prefault({}),
    rtl: z.boolean().default(true),
    pushDeltaCompression: z.boolean().default(false),
    betSharing: z.boolean().default(true),
    /** Racing, lotteries and premium cricket (SPEC §3 additional_providers): each on or off. */
    additionalProviders: z
      .object({
        horse_racing: Switch,
        lotto: Switch,
        premium_cricket: Switch,
      })
      .strict()
      .prefault({}),
    /** SPEC §3 video_settings: matches with has_video offer their stream (GET /matches/{id}/video). */
    videoSettings: z
      .object({ enabled: z.boolean().default(true) })
      .strict()
      .prefault({}),
    featureFlags: FeatureFlags.partial()
      .strict()
      .prefault({})
      .transform((f) => ({ ...FLAG_DEFAULTS, ...f })),
  })
  .strict();
export type SiteConfigResolved = z.output<typeof SiteConfigFile>;

type Json = Record<string, unknown>;

/** The environment variables that override a field of the file (README "Site configuration"). */
function envOverrides(env: NodeJS.ProcessEnv): Json {
  const set = (name: string) => env[name] !== undefined && env[name] !== '';
  const bool = (name: string) => ['1', 'true', 'yes'].includes(String(env[name]).toLowerCase());
  const int = (name: string) => (/^-?\d+$/.test(String(env[name])) ? Number(env[name]) : env[name]);
  const list = (name: string) =>
    String(env[name])
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
  const flags: Json = {};
  for (const [name, flag] of [
    ['QUICK_DEPOSIT', 'quick_deposit'],
    ['QUICK_DEPOSIT_TEST', 'quick_deposit_test'],
    ['ACCUMULATOR_PROGRESS_BAR', 'accumulator_progress_bar'],
    ['JACKPOTS', 'jackpots'],
  ] as const) {
    if (set(name)) flags[flag] = bool(name);
  }
  const reminder: Json = {};
  if (set('DEPOSIT_REMINDER')) reminder.showDepositReminder = bool('DEPOSIT_REMINDER');
  if (set('DEPOSIT_REMINDER_PLAYER_GROUP')) reminder.playerGroupId = env.DEPOSIT_REMINDER_PLAYER_GROUP;
  if (set('DEPOSIT_REMINDER_SECONDS')) reminder.remindAfter = int('DEPOSIT_REMINDER_SECONDS');
  const out: Json = {
    featureFlags: flags,
    depositReminder: reminder,
    signIn: {},
    signUp: {},
    statusGroupCheck: {},
  };
  if (set('BONUS_NOTIFICATIONS_DISABLED'))
    out.disabledBonusNotifications = list('BONUS_NOTIFICATIONS_DISABLED');
  if (set('BLOCKED_COUNTRIES')) {
    const blocked = list('BLOCKED_COUNTRIES').map((c) => c.toUpperCase());
    (out.signIn as Json).blockedCountries = blocked;
    (out.signUp as Json).blockedCountries = blocked;
  }
  if (set('STATUS_GROUP_REQUIRED')) (out.statusGroupCheck as Json).requiredStatus = env.STATUS_GROUP_REQUIRED;
  if (set('PLATFORM_URL')) (out.statusGroupCheck as Json).platformUrl = env.PLATFORM_URL;
  const reminderSeconds = env.SIGN_UP_REMINDER_SECONDS || env.NEXT_PUBLIC_SIGN_UP_REMINDER_SECONDS;
  if (reminderSeconds)
    out.signUpReminderSeconds = int(
      env.SIGN_UP_REMINDER_SECONDS ? 'SIGN_UP_REMINDER_SECONDS' : 'NEXT_PUBLIC_SIGN_UP_REMINDER_SECONDS',
    );
  if (set('IS_MY_BETS_VISIBLE')) out.isMyBetsVisible = bool('IS_MY_BETS_VISIBLE');
  if (set('GTM_ID')) out.gtmId = env.GTM_ID;
  if (set('SIGN_IN_ALLOWED')) (out.signIn as Json).allowed = bool('SIGN_IN_ALLOWED');
  if (set('ADDITIONAL_PROVIDERS')) {
    const on = list('ADDITIONAL_PROVIDERS');
    out.additionalProviders = Object.fromEntries(
      ['horse_racing', 'lotto', 'premium_cricket'].map((key) => [key, { enabled: on.includes(key) }]),
    );
  }
  if (set('SIGN_UP_ALLOWED')) (out.signUp as Json).allowed = bool('SIGN_UP_ALLOWED');
  if (set('VIDEO_ENABLED')) out.videoSettings = { enabled: bool('VIDEO_ENABLED') };
  return out;
}

/** `over` laid on `base`, objects merged key by key, everything else replaced. */
function merge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    const bothObjects = [prior, value].every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
    out[key] = bothObjects ? merge(prior as Json, value as Json) : value;
  }
  return out;
}

function readFile(file: string): Json {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `invalid site configuration: cannot read SITE_CONFIG_FILE ${file}: ${(error as Error).message}`,
    );
  }
  try {
    const json: unknown = JSON.parse(text);
    if (json === null || typeof json !== 'object' || Array.isArray(json))
      throw new Error('expected a JSON object');
    return json as Json;
  } catch (error) {
    throw new Error(`invalid site configuration: ${file} is not a JSON object: ${(error as Error).message}`);
  }
}

/**
 * The site configuration: SITE_CONFIG_FILE (optional JSON), then the environment overrides. Throws
 * naming every bad field (e.g. `featureFlags.jackpots: expected boolean`).
 */
export function loadSiteConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): SiteConfigResolved {
  const file = env.SITE_CONFIG_FILE ? path.resolve(cwd, env.SITE_CONFIG_FILE) : undefined;
  const merged = merge(file ? readFile(file) : {}, envOverrides(env));
  const parsed = SiteConfigFile.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map(
        (i) =>
          `${i.path.join('.') || (i.code === 'unrecognized_keys' ? i.keys.join(', ') : '(root)')}: ${i.message}`,
      )
      .join('; ');
    throw new Error(`invalid site configuration${file ? ` (${file})` : ''}: ${problems}`);
  }
  return parsed.data;
}

/** Defaults, no file, no environment. */
export const DEFAULT_SITE_CONFIG: SiteConfigResolved = SiteConfigFile.parse({});

const accessView = (a: SiteConfigResolved['signIn']): SiteConfig['signIn'] => ({
  allowed: a.allowed,
  allowed_countries: a.allowedCountries,
  blocked_countries: a.blockedCountries,
});

/** The sign-in and sign-up rules in the contract's shape (players/user-routes.ts). */
export function siteAccess(site: SiteConfigResolved): {
  signIn: SiteConfig['signIn'];
  signUp: SiteConfig['signUp'];
} {
  return { signIn: accessView(site.signIn), signUp: accessView(site.signUp) };
}

/** What GET /settings serves of the site config (site_config, less the cashier's depositReminder). */
export function siteConfigView(
  site: SiteConfigResolved,
): Omit<SiteConfig, 'depositReminder' | 'disabledBonusNotifications'> {
  return {
    locales: site.locales,
    favicon: site.favicon,
    logo: site.logo,
    seo: site.seo,
    chat: site.chat,
    pushNotifications: site.pushNotifications,
    signUpReminderSeconds: site.signUpReminderSeconds,
    isMyBetsVisible: site.isMyBetsVisible,
    gtmId: site.gtmId,
    signIn: accessView(site.signIn),
    signUp: accessView(site.signUp),
    statusGroupCheck: site.statusGroupCheck.requiredStatus !== null,
    rtl: site.rtl,
    pushDeltaCompression: site.pushDeltaCompression,
    betSharing: site.betSharing,
  };
}
