import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiPort: 4000,
      apiHost: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      seed: 42,
      feedSpeed: 1,
      nodeEnv: 'development',
      devTools: true,
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

  it('turns development tools off in production unless DEV_TOOLS=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('rejects malformed values, naming them', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ FEED_SPEED: '0' })).toThrow(/FEED_SPEED/);
  });
});
