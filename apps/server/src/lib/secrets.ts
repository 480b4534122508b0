import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

function readStore(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file}: expected a JSON object`);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string'));
}

function writeStore(file: string, store: Record<string, string>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a crash never leaves half a file, and the mode is set before the rename.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(store, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
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
  const missing = (Object.keys(SECRET_SPECS) as SecretName[]).filter((name) => found[name] === undefined);
  if (missing.length === 0) return found as Secrets;

  const file = path.join(dataDir, SECRETS_FILE);
  const store = readStore(file);
  const fresh = missing.filter((name) => !store[name]);
  for (const name of fresh) store[name] = generate();
  if (fresh.length > 0) writeStore(file, store);
  for (const name of missing) found[name] = store[name];
  return found as Secrets;
}

/** Random secrets for this process only (tests, tools): nothing is written. */
export function ephemeralSecrets(): Secrets {
  return Object.fromEntries(Object.keys(SECRET_SPECS).map((name) => [name, generate()])) as Secrets;
}
