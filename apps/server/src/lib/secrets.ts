import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One secret of the server: the variable it comes from and the values it must never have. */
export interface SecretSpec {
  /** Environment variable an operator sets. */
  env: string;
  /** What it protects (said in error messages). */
  purpose: string;
  minLength: number;
  /** Values that were ever published (code, docs): anyone can sign with them, so production refuses them. */
  published: readonly string[];
  /**
   * The demo's fixed value outside production (a test or an external emulated provider must know it);
   * without one the demo generates a random secret and keeps it in secrets.json.
   */
  demoDefault?: string;
}

/**
 * Every secret of the server. A new one is one entry here; `loadSecrets` then generates it for the
 * demo, refuses it missing or published in production, and `secrets.<name>` holds it.
 */
export const SECRET_SPECS = {
  pushTokens: {
    env: 'PUSH_TOKEN_SECRET',
    purpose: 'HMAC key of push connection and subscription tokens',
    minLength: 32,
    published: ['sportsbook-dev-push-secret-do-not-use-in-production'],
  },
  cashierWebhook: {
    env: 'CASHIER_WEBHOOK_SECRET',
    purpose: 'HMAC key of the payment provider notifications (X-Cashier-Signature)',
    minLength: 16,
    published: ['dev-cashier-secret'],
    demoDefault: 'dev-cashier-secret',
  },
} as const satisfies Record<string, SecretSpec>;

export type SecretName = keyof typeof SECRET_SPECS;
export type Secrets = Record<SecretName, string>;

/** Where the demo keeps the secrets it generated (mode 0600). */
export const SECRETS_FILE = 'secrets.json';

export interface LoadSecretsOptions {
  /** NODE_ENV=production: every secret must come from the environment and not be a published one. */
  production: boolean;
  /** The demo's data directory; generated secrets are kept in `<dataDir>/secrets.json`. */
  dataDir: string;
}

const generate = () => randomBytes(32).toString('base64url');

/** The stored secrets; null when there is no file yet. */
function readStore(file: string): Record<string, string> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file}: expected a JSON object`);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string'));
}

/**
 * Writes the store beside `file` (mode 0600 from the start) and moves it in place. With `exclusive`,
 * only when no file exists yet (a hard link fails on an existing name): of processes starting at once
 * on one DATA_DIR, exactly one creates it; false tells the others to read the winner's.
 */
function writeStore(file: string, store: Record<string, string>, exclusive: boolean): boolean {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(store, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  try {
    if (!exclusive) {
      renameSync(temp, file);
      return true;
    }
    linkSync(temp, file);
    return true;
  } catch (err) {
    if (exclusive && (err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The stored secrets, with the `names` it lacked generated and saved. */
function storedSecrets(file: string, names: SecretName[]): Record<string, string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = readStore(file);
    const store = { ...existing };
    const fresh = names.filter((name) => !store[name]);
    if (fresh.length === 0) return store;
    for (const name of fresh) store[name] = generate();
    // A first file is created exclusively; adding a new secret to an existing one replaces it.
    if (writeStore(file, store, existing === null)) return store;
  }
  throw new Error(`${file}: could not be created`);
}

/**
 * The server's secrets. From the environment when set; otherwise, outside production, random ones
 * generated on first start and kept in `<dataDir>/secrets.json` (so tokens survive a restart).
 * Throws, naming every offending variable, when a secret is too short, or in production when one is
 * missing or a published value.
 */
export function loadSecrets(env: NodeJS.ProcessEnv, { production, dataDir }: LoadSecretsOptions): Secrets {
  const problems: string[] = [];
  const found: Partial<Secrets> = {};
  for (const [name, spec] of Object.entries(SECRET_SPECS) as [SecretName, SecretSpec][]) {
    const value = env[spec.env] || undefined;
    if (value === undefined) {
      if (production) problems.push(`${spec.env} is not set (${spec.purpose}); production needs its own`);
      continue;
    }
    if (value.length < spec.minLength) {
      problems.push(`${spec.env}: expected at least ${spec.minLength} characters`);
    } else if (production && spec.published.includes(value)) {
      problems.push(`${spec.env} is a published default (${spec.purpose}); set a secret of your own`);
    }
    found[name] = value;
  }
  if (problems.length > 0) throw new Error(`invalid environment: ${problems.join('; ')}`);
  for (const [name, spec] of Object.entries(SECRET_SPECS) as [SecretName, SecretSpec][]) {
    if (found[name] === undefined && spec.demoDefault !== undefined) found[name] = spec.demoDefault;
  }
  const missing = (Object.keys(SECRET_SPECS) as SecretName[]).filter((name) => found[name] === undefined);
  if (missing.length === 0) return found as Secrets;

  const store = storedSecrets(path.join(dataDir, SECRETS_FILE), missing);
  for (const name of missing) found[name] = store[name];
  return found as Secrets;
}

/** Secrets for this process only (tests, tools): random, or the demo default where one exists; nothing is written. */
export function ephemeralSecrets(): Secrets {
  return Object.fromEntries(
    (Object.entries(SECRET_SPECS) as [SecretName, SecretSpec][]).map(([name, spec]) => [
      name,
      spec.demoDefault ?? generate(),
    ]),
  ) as Secrets;
}
