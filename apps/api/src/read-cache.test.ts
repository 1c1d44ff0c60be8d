import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  it('loads once for concurrent and repeated reads of a key', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => ({ answer: 42 }));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(await cache.get('k', load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets failed loads and everything on clear', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 1)).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('does not cache when the lifetime is zero', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
