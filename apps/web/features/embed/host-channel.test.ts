import { describe, expect, it } from 'vitest';
import { createHostChannel, type FrameWindow, internalPath } from './host-channel.ts';

const HOST = 'http://localhost:3001';

function fakeFrame(parentOrigin: string | null) {
  const posted: { message: unknown; origin: string }[] = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win: FrameWindow = {
    parent,
    location: { ancestorOrigins: parentOrigin ? { length: 1, 0: parentOrigin } : { length: 0 } },
    document: { referrer: '' },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  return { win, posted, deliver, listeners };
}

const pageChanged = { sportsbook: 1, type: 'page_changed', payload: { path: '/live' } };
const token = { sportsbook: 1, type: 'set_auth_token', payload: { token: 'x'.repeat(30) } };

describe('the frame’s host channel (SPEC §5, §7)', () => {
  it('posts to the parent’s origin only when it is allowed by name', () => {
    const allowed = fakeFrame(HOST);
    createHostChannel(allowed.win, [HOST]).post('page-loaded', { path: '/', title: 'Home' });
    expect(allowed.posted).toEqual([
      {
        message: { sportsbook: 1, type: 'page-loaded', payload: { path: '/', title: 'Home' } },
        origin: HOST,
      },
    ]);
    for (const list of [['https://other.example'], ['*']]) {
      const foreign = fakeFrame(HOST);
      const channel = createHostChannel(foreign.win, list);
      channel.post('balance-changed', { currency: 'EUR', balance_subunits: 100 });
      expect(channel.hostOrigin).toBeNull();
      expect(foreign.posted).toEqual([]);
    }
  });

  it('takes the parent’s origin from the referrer where ancestorOrigins is missing', () => {
    const frame = fakeFrame(null);
    frame.win.location.ancestorOrigins = undefined;
    frame.win.document.referrer = `${HOST}/casino/sports?x=1`;
    expect(createHostChannel(frame.win, [HOST]).hostOrigin).toBe(HOST);
  });

  it('hears the parent from an allowed origin, and nothing else', () => {
    const frame = fakeFrame(HOST);
    const heard: string[] = [];
    const stop = createHostChannel(frame.win, [HOST]).listen((m) => heard.push(`${m.type}`));
    frame.deliver(pageChanged, HOST);
    frame.deliver(pageChanged, 'https://evil.example');
    frame.deliver(pageChanged, HOST, { postMessage() {} }); // another window, even of that origin
    frame.deliver({ type: 'page_changed', payload: { path: '/x' } }, HOST); // not our envelope
    expect(heard).toEqual(['page_changed']);
    stop();
    expect(frame.listeners.size).toBe(0);
  });

  it('through a wildcard, hears only session init and the auth token', () => {
    const frame = fakeFrame('https://any.example');
    const heard: string[] = [];
    createHostChannel(frame.win, ['*']).listen((m) => heard.push(m.type));
    frame.deliver(pageChanged, 'https://any.example');
    frame.deliver(token, 'https://any.example');
    expect(heard).toEqual(['set_auth_token']);
  });
});

describe('internalPath', () => {
  it('keeps site paths and refuses anything that leaves the site', () => {
    expect(internalPath('/soccer/x-vs-y-1?tab=all')).toBe('/soccer/x-vs-y-1?tab=all');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil',
      5,
      null,
    ]) {
      expect(internalPath(bad)).toBeNull();
    }
  });
});
