import { describe, expect, it } from 'vitest';
import { localAddress, nextStartCommand, startSettings } from './lib/proc.mjs';

describe('npm start settings', () => {
  it('serves the loopback demo with development endpoints switched on explicitly', () => {
    expect(startSettings({})).toEqual({
      host: '127.0.0.1',
      apiHost: '127.0.0.1',
      loopback: true,
      devTools: '1',
    });
    const [, args] = nextStartCommand(3000);
    expect(args.slice(-4)).toEqual(['-p', '3000', '-H', '127.0.0.1']);
  });

  it('opens both servers to the network only through HOST, and then without development endpoints', () => {
    const open = startSettings({ HOST: '0.0.0.0' });
    expect(open).toEqual({ host: '0.0.0.0', apiHost: '0.0.0.0', loopback: false, devTools: '0' });
    expect(nextStartCommand(3000, open.host)[1].slice(-2)).toEqual(['-H', '0.0.0.0']);
    expect(startSettings({ API_HOST: '0.0.0.0' })).toMatchObject({
      host: '127.0.0.1',
      loopback: false,
      devTools: '0',
    });
    expect(startSettings({ HOST: '0.0.0.0', DEV_TOOLS: '1' }).devTools).toBe('1');
  });

  it('never switches development endpoints on by default for NODE_ENV=production', () => {
    expect(startSettings({ NODE_ENV: 'production' }).devTools).toBe('0');
    expect(startSettings({ DEV_TOOLS: '0' }).devTools).toBe('0');
  });

  it('reaches a wildcard listener through 127.0.0.1 and brackets IPv6', () => {
    expect(localAddress('0.0.0.0')).toBe('127.0.0.1');
    expect(localAddress('::')).toBe('127.0.0.1');
    expect(localAddress('::1')).toBe('[::1]');
    expect(localAddress('10.0.0.5')).toBe('10.0.0.5');
  });
});
