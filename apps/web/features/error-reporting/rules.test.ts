import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropReason, skipCapture } from './rules.ts';

function errorWithStack(message: string, stack: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n${stack}`;
  return error;
}

describe('SPEC §8 drop rules', () => {
  it('reports an ordinary error', () => {
    expect(dropReason(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(dropReason('a thrown string')).toBeNull();
  });

  it('drops errors flagged to skip capture, by the error or by the caller', () => {
    expect(dropReason(skipCapture(new Error('User is out of limit')))).toBe('skip');
    expect(dropReason(new Error('jackpot 404'), { skip: true })).toBe('skip');
  });

  it('drops cancelled requests: AbortError and the query cache’s CancelledError', () => {
    expect(dropReason(new DOMException('The user aborted a request.', 'AbortError'))).toBe('cancelled');
    expect(dropReason(new CancelledError())).toBe('cancelled');
  });

  it('drops network errors of every browser', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'Network request failed',
    ]) {
      expect(dropReason(new TypeError(message))).toBe('network');
    }
    // A TypeError of our own code is a bug, not the network.
    expect(dropReason(new TypeError("Cannot read properties of null (reading 'id')"))).toBeNull();
  });

  it('drops connection abort and timeout codes', () => {
    for (const code of ['ECONNABORTED', 'ETIMEDOUT', 'ECONNRESET', 'ERR_NETWORK', 'ERR_CANCELED']) {
      expect(dropReason(Object.assign(new Error('socket hang up'), { code }))).toBe('abort-or-timeout');
    }
    expect(dropReason(new DOMException('signal timed out', 'TimeoutError'))).toBe('abort-or-timeout');
    expect(dropReason(Object.assign(new Error('x'), { code: 'validation_error' }))).toBeNull();
  });

  it('drops stack traces from tracking, tag-manager and watch scripts', () => {
    const frames = [
      '    at Zj (https://www.googletagmanager.com/gtm.js?id=GTM-XXXX:275:116)',
      '    at https://www.google-analytics.com/analytics.js:1:2',
      '    at r (https://mc.yandex.ru/metrika/watch.js:1:300)',
      'n@https://cdn.example.com/watch.js:4:10',
      '    at t (https://example.com/gtag/js?id=G-1:3:3)',
    ];
    for (const frame of frames)
      expect(dropReason(errorWithStack('x is not a function', frame))).toBe('third-party');
    expect(
      dropReason(new Error('Script error.'), { filename: 'https://www.googletagmanager.com/gtm.js' }),
    ).toBe('third-party');
    expect(
      dropReason(
        errorWithStack(
          'x is not a function',
          '    at f (https://bets.example.com/_next/static/chunks/a.js:1:2)',
        ),
      ),
    ).toBeNull();
  });

  it('drops chunk-load failures (webpack, Turbopack, dynamic import)', () => {
    const chunk = new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)');
    chunk.name = 'ChunkLoadError';
    expect(dropReason(chunk)).toBe('chunk-load');
    expect(dropReason(new Error('Loading CSS chunk app-layout failed'))).toBe('chunk-load');
    expect(dropReason(new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 42'))).toBe(
      'chunk-load',
    );
    expect(
      dropReason(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js')),
    ).toBe('chunk-load');
    expect(dropReason(new TypeError('Importing a module script failed.'))).toBe('chunk-load');
  });

  it('drops errors from a script element', () => {
    expect(dropReason(new Error('Script error'), { target: { tagName: 'SCRIPT' } })).toBe('script-element');
    expect(dropReason(new Error('boom'), { target: { tagName: 'DIV' } })).toBeNull();
  });

  it('drops the ResizeObserver loop messages', () => {
    expect(dropReason(new Error('ResizeObserver loop limit exceeded'))).toBe('resize-observer');
    expect(dropReason('ResizeObserver loop completed with undelivered notifications.')).toBe(
      'resize-observer',
    );
  });
});
