import { describe, expect, it } from 'vitest';
import {
  acceptsFrom,
  envelope,
  isFromHostMessage,
  isToHostMessage,
  parseOriginList,
} from '../src/messages.ts';

describe('frame messages (SPEC §7)', () => {
  it('recognises our envelopes and nothing else', () => {
    expect(isToHostMessage(envelope('page-size-changed', { width: 360, height: 900 }))).toBe(true);
    expect(isFromHostMessage(envelope('open_bet_slip', {}))).toBe(true);
    // Direction matters: a host message is no frame message.
    expect(isToHostMessage(envelope('open_bet_slip', {}))).toBe(false);
    for (const other of [
      null,
      'page-loaded',
      { type: 'page-loaded', payload: {} },
      { sportsbook: 2, type: 'deposit', payload: {} },
      { sportsbook: 1, type: 'deposit' },
    ]) {
      expect(isToHostMessage(other)).toBe(false);
    }
  });
});

describe('origin allowlist (SPEC §5)', () => {
  const list = parseOriginList(
    ' http://localhost:3001/ , https://casino.example.com/path, not a url, ftp://x.example, *',
  );

  it('normalises entries to origins and drops bad ones', () => {
    expect(list).toEqual(['http://localhost:3001', 'https://casino.example.com', '*']);
  });

  it('accepts every message from a listed origin', () => {
    expect(acceptsFrom(list, 'http://localhost:3001', 'page_changed')).toBe(true);
    expect(acceptsFrom(list, 'https://casino.example.com', 'change_locale')).toBe(true);
  });

  it('accepts only session init and the auth token through the wildcard', () => {
    expect(acceptsFrom(list, 'https://evil.example', 'iframe_integration')).toBe(true);
    expect(acceptsFrom(list, 'https://evil.example', 'set_auth_token')).toBe(true);
    expect(acceptsFrom(list, 'https://evil.example', 'page_changed')).toBe(false);
    expect(acceptsFrom(list, 'https://evil.example', 'apply_bet_code')).toBe(false);
  });

  it('without a wildcard, a foreign origin gets nothing through', () => {
    const strict = parseOriginList('http://localhost:3001');
    expect(acceptsFrom(strict, 'http://localhost:3002', 'set_auth_token')).toBe(false);
    expect(acceptsFrom(strict, 'http://localhost:3001', 'set_auth_token')).toBe(true);
  });
});
