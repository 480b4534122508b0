import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateChannel } from '@sportsbook/contract';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecrets, SECRET_SPECS, SECRETS_FILE } from '../../src/lib/secrets.ts';
import { loadPushConfig } from '../../src/modules/push/config.ts';
import { PushTokens } from '../../src/modules/push/tokens.ts';
import { RawClient, startPushApp } from '../push/helpers.ts';

/** The push secret this repository once shipped as its default: anyone could sign with it. */
const PUBLISHED_PUSH_SECRET = SECRET_SPECS.pushTokens.published[0];
const OWN_SECRET = 'an-operators-own-secret-of-enough-length-0123456789';
const OWN_CASHIER_SECRET = 'an-operators-own-cashier-secret-0123456789';
/** The cashier notification secret's demo default (published: refused in production). */
const DEMO_CASHIER_SECRET = 'dev-cashier-secret';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sportsbook-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadSecrets outside production (the loopback demo)', () => {
  it('generates a random secret on first start, keeps it in DATA_DIR (0600) and reuses it', () => {
    const dir = dataDir();
    const first = loadSecrets({}, { production: false, dataDir: dir });
    expect(first.pushTokens.length).toBeGreaterThanOrEqual(32);
    expect(first.pushTokens).not.toBe(PUBLISHED_PUSH_SECRET);
    const file = path.join(dir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pushTokens: first.pushTokens });

    expect(loadSecrets({}, { production: false, dataDir: dir })).toEqual(first);
    expect(loadSecrets({}, { production: false, dataDir: dataDir() }).pushTokens).not.toBe(first.pushTokens);
  });

  it('gives 50 processes starting at once on one DATA_DIR the same secret', async () => {
    // Plain node processes (the module needs nothing but node:*), transpiled once, so 50 start fast;
    // each waits for the go file, so their first starts overlap.
    const work = dataDir();
    const source = readFileSync(path.resolve(import.meta.dirname, '../../src/lib/secrets.ts'), 'utf8');
    const compiled = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(path.join(work, 'secrets.mjs'), compiled.outputText);
    const go = path.join(work, 'go');
    const script = `import { existsSync } from 'node:fs';
      import { loadSecrets } from ${JSON.stringify(path.join(work, 'secrets.mjs'))};
      console.log('ready');
      while (!existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 1));
      console.log(loadSecrets({}, { production: false, dataDir: process.argv[1] }).pushTokens);`;
    const shared = path.join(work, 'data');
    let ready = 0;
    const outputs = Array.from(
      { length: 50 },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', script, shared]);
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (chunk.toString().includes('ready')) ready += 1;
          });
          child.on('error', reject);
          // 'close', not 'exit': a child's last stdout chunk may arrive after it exited.
          child.on('close', (code) => (code === 0 ? resolve(out.replace('ready', '').trim()) : reject(code)));
        }),
    );
    while (ready < 50) await new Promise((r) => setTimeout(r, 10));
    writeFileSync(go, '');
    const secrets = await Promise.all(outputs);
    const stored = JSON.parse(readFileSync(path.join(shared, SECRETS_FILE), 'utf8')).pushTokens;
    expect(new Set(secrets)).toEqual(new Set([stored]));
  });

  it('takes the environment over the file, and refuses a short secret', () => {
    const dir = dataDir();
    expect(loadSecrets({ PUSH_TOKEN_SECRET: OWN_SECRET }, { production: false, dataDir: dir })).toEqual({
      pushTokens: OWN_SECRET,
      cashierWebhook: DEMO_CASHIER_SECRET,
    });
    expect(() => loadSecrets({ PUSH_TOKEN_SECRET: 'short' }, { production: false, dataDir: dir })).toThrow(
      /PUSH_TOKEN_SECRET: expected at least 32 characters/,
    );
  });
});

describe('loadSecrets in production', () => {
  it('refuses a missing or published secret, naming the variable', () => {
    const dir = dataDir();
    expect(() => loadSecrets({}, { production: true, dataDir: dir })).toThrow(/PUSH_TOKEN_SECRET is not set/);
    expect(() =>
      loadSecrets({ PUSH_TOKEN_SECRET: PUBLISHED_PUSH_SECRET }, { production: true, dataDir: dir }),
    ).toThrow(/PUSH_TOKEN_SECRET is a published default/);
    expect(() => loadSecrets({ PUSH_TOKEN_SECRET: OWN_SECRET }, { production: true, dataDir: dir })).toThrow(
      /CASHIER_WEBHOOK_SECRET is not set/,
    );
    expect(() =>
      loadSecrets(
        { PUSH_TOKEN_SECRET: OWN_SECRET, CASHIER_WEBHOOK_SECRET: DEMO_CASHIER_SECRET },
        { production: true, dataDir: dir },
      ),
    ).toThrow(/CASHIER_WEBHOOK_SECRET is a published default/);
  });

  it('uses the cashier demo default outside production only, and keeps it out of the file', () => {
    const dir = dataDir();
    expect(loadSecrets({}, { production: false, dataDir: dir }).cashierWebhook).toBe(DEMO_CASHIER_SECRET);
    expect(Object.keys(JSON.parse(readFileSync(path.join(dir, SECRETS_FILE), 'utf8')))).toEqual([
      'pushTokens',
    ]);
  });

  it('takes an own secret and writes nothing', () => {
    const dir = dataDir();
    expect(
      loadSecrets(
        { PUSH_TOKEN_SECRET: OWN_SECRET, CASHIER_WEBHOOK_SECRET: OWN_CASHIER_SECRET },
        { production: true, dataDir: dir },
      ),
    ).toEqual({ pushTokens: OWN_SECRET, cashierWebhook: OWN_CASHIER_SECRET });
    expect(() => statSync(path.join(dir, SECRETS_FILE))).toThrow(/ENOENT/);
  });

  it('keeps the API from starting, saying which variable (main.ts)', () => {
    const main = path.resolve(import.meta.dirname, '../../src/main.ts');
    const start = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir(), LOG_LEVEL: 'silent', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const missing = start({ NODE_ENV: 'production' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/cannot start: .*PUSH_TOKEN_SECRET is not set/);
    const published = start({ NODE_ENV: 'production', PUSH_TOKEN_SECRET: PUBLISHED_PUSH_SECRET });
    expect(published.status).toBe(1);
    expect(published.stderr).toMatch(/PUSH_TOKEN_SECRET is a published default/);
    const devTools = start({
      NODE_ENV: 'production',
      DEV_TOOLS: '1',
      PUSH_TOKEN_SECRET: OWN_SECRET,
      CASHIER_WEBHOOK_SECRET: OWN_CASHIER_SECRET,
    });
    expect(devTools.status).toBe(1);
    expect(devTools.stderr).toMatch(/cannot start: .*DEV_TOOLS=1 with NODE_ENV=production/);
  });
});

describe('push tokens of the demo', () => {
  it('refuses a connection and a private channel forged with the once-published secret', async () => {
    const secrets = loadSecrets({}, { production: false, dataDir: dataDir() });
    const started = await startPushApp({ config: loadPushConfig({}, secrets) });
    const raws: RawClient[] = [];
    try {
      const forger = new PushTokens({
        secret: PUBLISHED_PUSH_SECRET,
        connectionTtlSeconds: 600,
        subscriptionTtlSeconds: 600,
      });
      const channel = privateChannel('en', '42');
      const forgedConnect = await RawClient.open(started.wsUrl);
      raws.push(forgedConnect);
      forgedConnect.send(
        { id: 1, connect: { token: await forger.connectionToken('42') } },
        { id: 2, subscribe: { channel, token: await forger.subscriptionToken('42', channel) } },
      );
      expect(await forgedConnect.closed()).toEqual({ code: 3500, reason: 'invalid token' });

      const anonymous = await RawClient.open(started.wsUrl);
      raws.push(anonymous);
      anonymous.send(
        { id: 1, connect: { token: await started.app.pushTokens.connectionToken('') } },
        { id: 2, subscribe: { channel, token: await forger.subscriptionToken('', channel) } },
      );
      expect((await anonymous.reply(2)).error).toEqual({ code: 103, message: 'permission denied' });
    } finally {
      for (const raw of raws) raw.close();
      await started.close();
    }
  });
});
