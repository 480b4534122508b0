import path from 'node:path';
import { csv, SIGN_UP_FIELDS, type SignUpField } from '@sportsbook/contract';
import { BonusType } from '@sportsbook/domain';
import { z } from 'zod';
import type { Retention } from './modules/feed/retention.ts';
import { DEFAULT_SITE_CONFIG, loadSiteConfig, type SiteConfigResolved } from './site-config.ts';

/** Repository root, three levels above apps/server/src. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** `EUR:500,USD:500` → {EUR: 500, USD: 500} (subunits per currency). */
const moneyPerCurrency = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((pair) => pair.trim())
      .filter((pair) => pair.length > 0)
      .map((pair) => pair.split(':').map((part) => part.trim())),
  )
  .pipe(
    z
      .array(z.tuple([z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^[1-9]\d{0,15}$/)]))
      .transform((pairs) => Object.fromEntries(pairs.map(([c, a]) => [c, Number(a)]))),
  );

/** Deposit bounds when DEPOSIT_MIN / DEPOSIT_MAX do not name a currency (subunits). */
const DEFAULT_DEPOSIT_MIN: Record<string, number> = { EUR: 500, USD: 500, BTC: 10_000 };
const DEFAULT_DEPOSIT_MAX: Record<string, number> = { EUR: 1_000_000, USD: 1_000_000, BTC: 100_000_000 };

const ConfigSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** Interface the servers listen on; loopback unless an operator opens it up. */
  HOST: z.string().min(1).optional(),
  /** The API's interface when it differs from HOST (older name of HOST for the API). */
  API_HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  SEED: z.coerce.number().int().default(42),
  FEED_SPEED: z.coerce.number().positive().default(1),
  /** The real-time feed runner starts with main.ts unless FEED_ENABLED=0. */
  FEED_ENABLED: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes'),
  /** Random match stops and provider outages in the running feed unless FEED_INCIDENTS=0 (the e2e stack). */
  FEED_INCIDENTS: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes'),
  /** Days a finished match is kept (without bets on it), and hours its incidents are kept. */
  FEED_RETENTION_DAYS: z.coerce.number().positive().default(14),
  FEED_INCIDENT_RETENTION_HOURS: z.coerce.number().positive().default(48),
  /** Milliseconds public catalogue responses are shared between visitors; 0 turns it off. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEV_TOOLS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Level of the one-line-per-request log ("request completed": method, url, status, time). Debug by
   * default, so LOG_LEVEL=info logs no line per request; REQUEST_LOG_LEVEL=info brings them back.
   */
  REQUEST_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('debug'),
  /** Web app origin for links in e-mails. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Comma-separated ISO 3166-1 alpha-2 codes refused at sign-in and sign-up. */
  /** Sign-up fields the operator requires (comma list of first_name, last_name, date_of_birth, country, terms_accepted). */
  SIGNUP_REQUIRED_FIELDS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f.length > 0),
    )
    .pipe(z.array(z.enum(SIGN_UP_FIELDS))),
  BLOCKED_COUNTRIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter((c) => c.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/))),
  /** A player status required to use the sportsbook (status-group check); empty: off. */
  STATUS_GROUP_REQUIRED: z.string().optional(),
  /** Where the status-group check sends visitors who fail it (the platform front end). */
  PLATFORM_URL: z.url().optional(),
  /** Secure flag of the session cookies: auto (when the request came over https), 1 or 0. */
  COOKIE_SECURE: z.enum(['auto', '1', '0', 'true', 'false']).default('auto'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /** Cooling period before a looser limit or a limit removal takes effect. */
  LIMIT_COOLING_HOURS: z.coerce.number().nonnegative().default(24),
  /** Largest potential payout of one player's open bets per outcome / per market, in EUR cents. */
  MAX_LIABILITY_OUTCOME: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  MAX_LIABILITY_MARKET: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy): addresses, subnets, `loopback`; 0 = none. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Auth endpoints: requests per client address, and per named account, per window and endpoint group. */
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** GET /api/health answers 503 while the event loop stalled longer than this (ms); 0: off. */
  EVENT_LOOP_STALL_MS: z.coerce.number().int().min(0).default(2000),
  /** A watchdog thread kills the API when its main thread has been stuck this long (ms); 0: off. */
  WATCHDOG_EXIT_MS: z.coerce.number().int().min(0).default(30_000),
  /** PostgreSQL statement_timeout of the pool's connections (ms); 0: none. No effect on PGlite. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Cashier (README "Cashier"): the payment provider, `emulator` (not in production) or `hosted`. */
  CASHIER_PROVIDER: z.enum(['emulator', 'hosted']).optional(),
  /** hosted: the provider's card form, `{payment_id}` replaced by the payment id. */
  CASHIER_HOSTED_FORM_URL: z.string().optional(),
  /** The provider script the web app loads (default the emulator's). */
  CASHIER_PROVIDER_SCRIPT_URL: z.string().optional(),
  /** Smallest and largest deposit per currency in subunits: `EUR:500,USD:500,BTC:10000`. */
  DEPOSIT_MIN: moneyPerCurrency,
  DEPOSIT_MAX: moneyPerCurrency,
  /** Profile fields a deposit needs (comma list of first_name, last_name, country, mobile_phone). */
  DEPOSIT_REQUIRED_FIELDS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f.length > 0),
    )
    .pipe(z.array(z.enum(['first_name', 'last_name', 'country', 'mobile_phone']))),
  /** Feature flags quick_deposit (every player) and quick_deposit_test (players with status spi_test). */
  QUICK_DEPOSIT: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes'),
  QUICK_DEPOSIT_TEST: flag,
  /** Feature flag accumulator_progress_bar: the slip's accumulator-bonus progress bar (default on). */
  ACCUMULATOR_PROGRESS_BAR: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes'),
  /** Feature flag jackpots: the web app's jackpot banner, card, leaderboard and hit modal (default on). */
  JACKPOTS: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes'),
  /** Jackpot hit rule: random (default) or seeded by SEED (deterministic, tests). */
  JACKPOT_DRAW: z.enum(['random', 'seeded']).default('random'),
  /** Bonus types the bonus toast does not announce (site config disabledBonusNotifications): `hunting,tournament`. */
  BONUS_NOTIFICATIONS_DISABLED: csv(z.enum(Object.values(BonusType) as [string, ...string[]]), 20).default(
    [],
  ),
  /** Deposit reminder (site config depositReminder): on/off, the player status it targets, delay (s). */
  DEPOSIT_REMINDER: flag,
  DEPOSIT_REMINDER_PLAYER_GROUP: z.string().optional(),
  DEPOSIT_REMINDER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  /** The emulated provider approves its pending test card after this many milliseconds. */
  CASHIER_EMULATOR_PENDING_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Bet setting allow_multiple_active_user_freebets: several active free bets per player (default off). */
  ALLOW_MULTIPLE_ACTIVE_USER_FREEBETS: flag,
  /** Bearer key of the operator API (POST /operator/bonuses); outside production `dev-operator-key`. */
  OPERATOR_API_KEY: z.string().optional(),
  /** Bearer key of the content API (PUT /api/content/layouts); outside production `dev-content-key`. */
  CONTENT_API_KEY: z.string().optional(),
  /** Site configuration file (JSON; site-config.example.json); the variables above override its fields. */
  SITE_CONFIG_FILE: z.string().optional(),
});

export interface Config {
  apiPort: number;
  /** Interface the API listens on: API_HOST, else HOST, else 127.0.0.1. */
  apiHost: string;
  /** postgres:// URL; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  seed: number;
  feedSpeed: number;
  /** Run the feed simulator in real time (main.ts); tests step it by hand. */
  feedEnabled: boolean;
  /** Random match stops and provider outages (FEED_INCIDENTS; dev tools cause them on demand either way). */
  feedIncidents: boolean;
  /** FEED_RETENTION_DAYS, FEED_INCIDENT_RETENTION_HOURS (modules/feed/retention.ts). */
  feedRetention: Retention;
  /** Milliseconds public catalogue responses are shared between visitors (0: off). */
  catalogueCacheMs: number;
  nodeEnv: 'development' | 'production' | 'test';
  /** Development endpoints (/api/dev): only with DEV_TOOLS=1, never with NODE_ENV=production. */
  devTools: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Level of the per-request log line (default debug: not shown at LOG_LEVEL=info). */
  requestLogLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Web app origin for links in e-mails. */
  publicUrl: string;
  /** Countries (upper-case alpha-2) refused at sign-in and sign-up. */
  blockedCountries: string[];
  /** Sign-up fields a new player must give (400 blank without them). */
  signUpRequiredFields: SignUpField[];
  /** Status required by the status-group check; undefined: the check is off. */
  statusGroupRequired: string | undefined;
  /** Redirect target of the status-group check. */
  platformUrl: string;
  cookieSecure: 'auto' | boolean;
  sessionTtlHours: number;
  limitCoolingHours: number;
  /** Liability caps per player (BettingOptions.maxLiability); undefined: the betting defaults. */
  maxLiability: { outcome?: number | undefined; market?: number | undefined };
  /** Fastify trustProxy: which hops' X-Forwarded-For is believed (false: none). */
  trustProxy: string | false;
  /** Limits of the auth endpoints (plugins/rate-limit.ts). */
  rateLimit: { perAddress: number; perAccount: number; windowMs: number };
  /** Health answers 503 while the event loop stalled longer than this (ms; 0: off). */
  eventLoopStallMs: number;
  /** The watchdog kills the process when the main thread is stuck this long (ms; 0: off). */
  watchdogExitMs: number;
  /** statement_timeout of PostgreSQL connections (ms; 0: none). */
  dbStatementTimeoutMs: number;
  /** Deposits, the payment provider and what the web app shows about them (README "Cashier"). */
  cashier: CashierConfig;
  /** Bet setting allow_multiple_active_user_freebets (GET /settings; the bonuses module enforces it). */
  allowMultipleActiveFreebets: boolean;
  /** Operator API key; undefined (production without OPERATOR_API_KEY): the operator API refuses. */
  operatorApiKey: string | undefined;
  /** Content API key; undefined (production without CONTENT_API_KEY): layout writes answer 503. */
  contentApiKey: string | undefined;
  /** Jackpot hit rule (modules/jackpots/draw.ts): random, or seeded by `seed` (tests). */
  jackpotDraw: 'random' | 'seeded';
  /** The validated site configuration (site-config.ts): file plus environment overrides. */
  site: SiteConfigResolved;
}

export interface CashierConfig {
  /** emulator: modules/payment-emulator; hosted: an operator's provider with a hosted card form. */
  provider: 'emulator' | 'hosted';
  /** hosted: the card form URL with `{payment_id}`; undefined: deposits answer 503. */
  hostedFormUrl: string | undefined;
  /** The provider script the web app loads. */
  providerScriptUrl: string;
  /** Smallest and largest deposit per currency (subunits). */
  minDeposit: Record<string, number>;
  maxDeposit: Record<string, number>;
  /** Profile fields a deposit needs. */
  requiredFields: ('first_name' | 'last_name' | 'country' | 'mobile_phone')[];
  quickDeposit: boolean;
  quickDepositTest: boolean;
  /** Feature flag accumulator_progress_bar (the slip's amb progress bar). */
  accumulatorProgressBar: boolean;
  /** Feature flag jackpots (banner, card, leaderboard, hit modal). */
  jackpots: boolean;
  /** Bonus types the bonus toast does not announce. */
  disabledBonusNotifications: string[];
  depositReminder: { show: boolean; playerGroupId: string | null; remindAfterSeconds: number };
  /** The emulator approves its pending test card after this many ms. */
  emulatorPendingMs: number;
}

/** The content API key of the demo (published, so production refuses it). */
export const DEMO_CONTENT_API_KEY = 'dev-content-key';

/** Parses the environment; throws with every problem listed when a variable is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DEV_TOOLS) {
    throw new Error(
      'invalid environment: DEV_TOOLS=1 with NODE_ENV=production: the development endpoints ' +
        '(/api/dev: mailbox, wallet credit, feed control) must never run in a production deployment',
    );
  }
  if (e.NODE_ENV === 'production' && e.CONTENT_API_KEY === DEMO_CONTENT_API_KEY) {
    throw new Error('invalid environment: CONTENT_API_KEY is the published demo key; set a key of your own');
  }
  const site = loadSiteConfig(env);
  return {
    apiPort: e.API_PORT,
    apiHost: e.API_HOST ?? e.HOST ?? '127.0.0.1',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seed: e.SEED,
    feedSpeed: e.FEED_SPEED,
    feedEnabled: e.FEED_ENABLED,
    feedIncidents: e.FEED_INCIDENTS,
    feedRetention: {
      eventsMs: e.FEED_RETENTION_DAYS * 86_400_000,
      incidentsMs: e.FEED_INCIDENT_RETENTION_HOURS * 3_600_000,
    },
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    nodeEnv: e.NODE_ENV,
    devTools: e.DEV_TOOLS,
    logLevel: e.LOG_LEVEL,
    requestLogLevel: e.REQUEST_LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    blockedCountries: e.BLOCKED_COUNTRIES,
    signUpRequiredFields: e.SIGNUP_REQUIRED_FIELDS,
    statusGroupRequired: site.statusGroupCheck.requiredStatus ?? undefined,
    platformUrl: site.statusGroupCheck.platformUrl ?? e.PUBLIC_URL,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === '1' || e.COOKIE_SECURE === 'true',
    sessionTtlHours: e.SESSION_TTL_HOURS,
    limitCoolingHours: e.LIMIT_COOLING_HOURS,
    maxLiability: { outcome: e.MAX_LIABILITY_OUTCOME, market: e.MAX_LIABILITY_MARKET },
    trustProxy: ['', '0', 'false', 'no'].includes(e.TRUST_PROXY) ? false : e.TRUST_PROXY,
    rateLimit: {
      perAddress: e.RATE_LIMIT_PER_ADDRESS,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    eventLoopStallMs: e.EVENT_LOOP_STALL_MS,
    watchdogExitMs: e.WATCHDOG_EXIT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    cashier: cashierConfig(e, site),
    site,
    allowMultipleActiveFreebets: e.ALLOW_MULTIPLE_ACTIVE_USER_FREEBETS,
    operatorApiKey: e.OPERATOR_API_KEY || (e.NODE_ENV === 'production' ? undefined : 'dev-operator-key'),
    contentApiKey: e.CONTENT_API_KEY || (e.NODE_ENV === 'production' ? undefined : DEMO_CONTENT_API_KEY),
    jackpotDraw: e.JACKPOT_DRAW,
  };
}

function cashierConfig(e: z.output<typeof ConfigSchema>, site: SiteConfigResolved): CashierConfig {
  const production = e.NODE_ENV === 'production';
  if (production && e.CASHIER_PROVIDER === 'emulator') {
    throw new Error(
      'invalid environment: CASHIER_PROVIDER=emulator with NODE_ENV=production: the emulated provider ' +
        'credits test cards for free; set CASHIER_PROVIDER=hosted and CASHIER_HOSTED_FORM_URL',
    );
  }
  const provider = e.CASHIER_PROVIDER ?? (production ? 'hosted' : 'emulator');
  return {
    provider,
    hostedFormUrl: e.CASHIER_HOSTED_FORM_URL || undefined,
    providerScriptUrl: e.CASHIER_PROVIDER_SCRIPT_URL || '/api/cashier/emulator/provider.js',
    minDeposit: { ...DEFAULT_DEPOSIT_MIN, ...e.DEPOSIT_MIN },
    maxDeposit: { ...DEFAULT_DEPOSIT_MAX, ...e.DEPOSIT_MAX },
    requiredFields: e.DEPOSIT_REQUIRED_FIELDS,
    // The flags and the reminder come from the site configuration (file, then these variables).
    quickDeposit: site.featureFlags.quick_deposit,
    quickDepositTest: site.featureFlags.quick_deposit_test,
    accumulatorProgressBar: site.featureFlags.accumulator_progress_bar,
    jackpots: site.featureFlags.jackpots,
    disabledBonusNotifications: site.disabledBonusNotifications,
    depositReminder: {
      show: site.depositReminder.showDepositReminder,
      playerGroupId: site.depositReminder.playerGroupId,
      remindAfterSeconds: site.depositReminder.remindAfter,
    },
    emulatorPendingMs: e.CASHIER_EMULATOR_PENDING_MS,
  };
}

/** The cashier's settings with every cashier variable unset (outside production). */
export const DEFAULT_CASHIER_CONFIG: CashierConfig = cashierConfig(
  ConfigSchema.parse({}),
  DEFAULT_SITE_CONFIG,
);

/**
 * A configuration for tests and tools: defaults with development tools on, with overrides. Auth rate
 * limits are raised (every inject comes from 127.0.0.1); a test of the limits sets its own.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const rateLimit = { perAddress: 100_000, perAccount: 100_000, windowMs: 60_000 };
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_TOOLS: '1' }),
    rateLimit,
    jackpotDraw: 'seeded',
    ...overrides,
  };
}
