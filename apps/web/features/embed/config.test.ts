import { describe, expect, it } from 'vitest';
import { embedAllowedOrigins, frameAncestorSources } from './config.ts';

describe('embedding configuration', () => {
  it('frames only for the site itself and the listed host origins, never for a wildcard', () => {
    expect(frameAncestorSources({})).toBe("'self'");
    expect(frameAncestorSources({ EMBED_ALLOWED_ORIGINS: 'http://localhost:3001/, *, nonsense' })).toBe(
      "'self' http://localhost:3001",
    );
    expect(
      frameAncestorSources({
        FRAME_ANCESTORS: "'self' https://casino.example.com",
        EMBED_ALLOWED_ORIGINS: 'https://casino.example.com,https://media.example',
      }),
    ).toBe("'self' https://casino.example.com https://media.example");
  });

  it('reads the allowlist as origins', () => {
    expect(embedAllowedOrigins({ EMBED_ALLOWED_ORIGINS: ' https://a.example:8443/path ,ftp://b' })).toEqual([
      'https://a.example:8443',
    ]);
  });
});
