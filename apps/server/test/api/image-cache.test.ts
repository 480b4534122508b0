import { describe, expect, it } from 'vitest';
import { ByteLru, Gate } from '../../src/modules/images/lru.ts';

describe("the image proxy's memory and encode bounds", () => {
  it('keeps at most its byte budget, dropping the least recently used first', () => {
    const cache = new ByteLru<{ bytes: number }>(100);
    cache.set('a', { bytes: 40 });
    cache.set('b', { bytes: 40 });
    cache.get('a');
    cache.set('c', { bytes: 40 });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((v) => v !== undefined)).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.size).toBe(80);
    cache.set('huge', { bytes: 101 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(80);
  });

  it('runs at most its limit of tasks at once in a burst of 50, and every task', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(done).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(most).toBe(2);
  });
});
