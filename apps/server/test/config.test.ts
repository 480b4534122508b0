import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiPort: 4000,
      apiHost: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      seed: 42,
      feedSpeed: 1,
      nodeEnv: 'development',
      devTools: false,
      logLevel: 'info',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '4100',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      SEED: '7',
      FEED_SPEED: '10',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      apiPort: 4100,
      databaseUrl: 'postgres://u:p@localhost:5432/db',
      seed: 7,
      feedSpeed: 10,
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('listens on loopback unless HOST (or API_HOST for the API alone) says otherwise', () => {
    expect(loadConfig({}).apiHost).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).apiHost).toBe('0.0.0.0');
    expect(loadConfig({ API_HOST: '::1' }).apiHost).toBe('::1');
    expect(loadConfig({ HOST: '0.0.0.0', API_HOST: '10.0.0.5' }).apiHost).toBe('10.0.0.5');
  });

  it('turns development tools on only with DEV_TOOLS=1, and refuses them in production', () => {
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' })).toThrow(
      /DEV_TOOLS=1 with NODE_ENV=production/,
    );
  });

  it('rejects malformed values, naming them', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ FEED_SPEED: '0' })).toThrow(/FEED_SPEED/);
  });
});
