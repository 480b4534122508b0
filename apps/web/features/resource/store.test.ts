import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { onUnauthorized, SKIP_UNAUTHORIZED } from '../query/unauthorized.ts';
import {
  fetchResource,
  invalidateResources,
  readResource,
  removeResources,
  resetResourcesForTests,
  setResource,
  subscribeResource,
  watchResource,
} from './store.ts';

/** A spec whose fetch counts its calls and answers `answer()`. */
function counted<T>(key: readonly string[], answer: () => Promise<T>, staleMs = 30_000) {
  const spec = {
    key,
    calls: 0,
    staleMs,
    fetch: () => {
      spec.calls += 1;
      return answer();
    },
  };
  return spec;
}

afterEach(() => resetResourcesForTests());

describe('resource store', () => {
  it('asks once for callers at the same time, and not again while the answer is fresh', async () => {
    const spec = counted(['a'], async () => 1);
    const [one, two] = await Promise.all([fetchResource(spec), fetchResource(spec)]);
    expect([one, two]).toEqual([1, 1]);
    expect(spec.calls).toBe(1);
    await fetchResource(spec);
    expect(spec.calls).toBe(1);
    expect(readResource(['a'])).toMatchObject({ data: 1, status: 'success' });
  });

  it('asks again once stale, or when forced', async () => {
    const spec = counted(['a'], async () => 1, 0);
    await fetchResource(spec);
    await fetchResource(spec);
    expect(spec.calls).toBe(2);
    await fetchResource({ ...spec, staleMs: 60_000 }, true);
    expect(spec.calls).toBe(3);
  });

  it('set and patch replace the data and tell the subscribers', () => {
    const seen: unknown[] = [];
    const stop = subscribeResource(['ids'], () => seen.push(readResource(['ids']).data));
    setResource(['ids'], [1]);
    setResource<number[]>(['ids'], (ids) => [2, ...(ids ?? [])]);
    stop();
    setResource(['ids'], []);
    expect(seen).toEqual([[1], [2, 1]]);
  });

  it('an invalidation refetches what is watched and marks the rest stale', async () => {
    const watched = counted(['p', 'watched'], async () => 'w');
    const idle = counted(['p', 'idle'], async () => 'i');
    const stop = watchResource(watched);
    await fetchResource(idle);
    expect([watched.calls, idle.calls]).toEqual([1, 1]);
    await invalidateResources(['p']);
    expect([watched.calls, idle.calls]).toEqual([2, 1]);
    await fetchResource(idle);
    expect(idle.calls).toBe(2);
    stop();
  });

  it('a watcher with data from the server does not fetch', () => {
    const spec = counted(['t'], async () => 'fetched');
    const stop = watchResource(spec, { initial: 'server' });
    expect(spec.calls).toBe(0);
    expect(readResource(['t']).data).toBe('server');
    stop();
  });

  it('removal forgets the data, and an answer on its way is dropped', async () => {
    let resolve: (value: string) => void = () => undefined;
    const spec = counted(['platform', 'player'], () => new Promise<string>((r) => (resolve = r)));
    const pending = fetchResource(spec);
    removeResources(['platform']);
    resolve('late');
    await pending;
    expect(readResource(['platform', 'player'])).toMatchObject({ data: undefined, status: 'idle' });
  });

  it('a 401 signs out unless the spec expects it; the failure is kept', async () => {
    const refused: ApiRequestError[] = [];
    const stop = onUnauthorized((error) => refused.push(error));
    const error = new ApiRequestError(401, 'unauthorized', 'no session', '/player');
    await expect(fetchResource({ key: ['x'], fetch: () => Promise.reject(error) })).rejects.toBe(error);
    await expect(
      fetchResource({ key: ['y'], fetch: () => Promise.reject(error), meta: { [SKIP_UNAUTHORIZED]: true } }),
    ).rejects.toBe(error);
    stop();
    expect(refused).toEqual([error]);
    expect(readResource(['x'])).toMatchObject({ status: 'error', error });
  });
});
