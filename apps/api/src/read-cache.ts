import { LRUCache } from 'lru-cache';

export interface ReadCache {
  /** The cached answer for `key`, or `load()`'s; concurrent misses share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything, e.g. after stock or prices changed. */
  clear(): void;
}

/**
 * A short-lived in-process cache of read results. With several API processes each keeps its own,
 * so `ttlMs` bounds how stale a read can be; writers in this process call clear().
 */
export function createReadCache({ ttlMs, max = 2_000 }: { ttlMs: number; max?: number }): ReadCache {
  if (ttlMs <= 0) return { get: (_key, load) => load(), clear: () => {} };
  const cache = new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit) return hit as Promise<T>;
      const pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      return pending;
    },
    clear: () => cache.clear(),
  };
}
