import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createExpiringStorage, PERSIST_TTL_MS } from './expiring-storage';

const MINUTE = 60 * 1000;
const start = new Date('2026-03-01T10:00:00Z');

describe('createExpiringStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a value for one hour after it was written', () => {
    const storage = createExpiringStorage<{ count: number }>();
    storage.setItem('cart', { state: { count: 3 }, version: 0 });

    vi.setSystemTime(start.getTime() + 59 * MINUTE);
    expect(storage.getItem('cart')).toEqual({ state: { count: 3 }, version: 0 });

    vi.setSystemTime(start.getTime() + PERSIST_TTL_MS);
    expect(storage.getItem('cart')).toEqual({ state: { count: 3 }, version: 0 });
  });

  it('drops a value read more than one hour after it was written', () => {
    const storage = createExpiringStorage<{ count: number }>();
    storage.setItem('cart', { state: { count: 3 }, version: 0 });

    vi.setSystemTime(start.getTime() + PERSIST_TTL_MS + 1000);
    expect(storage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('counts the hour from the last write', () => {
    const storage = createExpiringStorage<{ count: number }>();
    storage.setItem('cart', { state: { count: 1 }, version: 0 });
    vi.setSystemTime(start.getTime() + 50 * MINUTE);
    storage.setItem('cart', { state: { count: 2 }, version: 0 });

    vi.setSystemTime(start.getTime() + 100 * MINUTE);
    expect(storage.getItem('cart')?.state).toEqual({ count: 2 });
    vi.setSystemTime(start.getTime() + 111 * MINUTE);
    expect(storage.getItem('cart')).toBeNull();
  });

  it('ignores values without a timestamp or that are not JSON', () => {
    const storage = createExpiringStorage<{ count: number }>();
    localStorage.setItem('legacy', JSON.stringify({ state: { count: 1 }, version: 0 }));
    localStorage.setItem('broken', '{not json');
    expect(storage.getItem('legacy')).toBeNull();
    expect(storage.getItem('broken')).toBeNull();
  });

  it('restores a persisted zustand store only within the hour', async () => {
    const makeStore = () =>
      createStore<{ count: number; add: () => void }>()(
        persist((set) => ({ count: 0, add: () => set((s) => ({ count: s.count + 1 })) }), {
          name: 'counter',
          storage: createExpiringStorage(),
          partialize: ({ count }) => ({ count }),
        }),
      );
    makeStore().getState().add();

    vi.setSystemTime(start.getTime() + 30 * MINUTE);
    const fresh = makeStore();
    await fresh.persist.rehydrate();
    expect(fresh.getState().count).toBe(1);

    vi.setSystemTime(start.getTime() + 61 * MINUTE);
    const expired = makeStore();
    await expired.persist.rehydrate();
    expect(expired.getState().count).toBe(0);
  });
});
