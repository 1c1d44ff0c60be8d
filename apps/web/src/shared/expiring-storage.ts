import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** Cart, account and preferences persist for 1 hour after their last change (spec §9). */
export const PERSIST_TTL_MS = 60 * 60 * 1000;

interface StampedValue<S> extends StorageValue<S> {
  savedAt: number;
}

function isStamped<S>(value: unknown): value is StampedValue<S> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'state' in value &&
    typeof (value as { savedAt?: unknown }).savedAt === 'number'
  );
}

/** A synchronous persist storage, so persisted stores are hydrated before the first render. */
export interface SyncPersistStorage<S> extends PersistStorage<S> {
  getItem: (name: string) => StorageValue<S> | null;
}

/**
 * A zustand `persist` storage that stamps every write and drops, on read, a value written more than
 * `ttlMs` ago. Storage failures (private mode, quota) degrade to "nothing stored".
 */
export function createExpiringStorage<S>(
  ttlMs: number = PERSIST_TTL_MS,
  backend: () => Storage = () => window.localStorage,
): SyncPersistStorage<S> {
  const remove = (name: string) => {
    try {
      backend().removeItem(name);
    } catch {
      // Storage unavailable: there is nothing to remove.
    }
  };
  return {
    getItem(name) {
      let raw: string | null;
      try {
        raw = backend().getItem(name);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        remove(name);
        return null;
      }
      if (!isStamped<S>(parsed) || Date.now() - parsed.savedAt > ttlMs) {
        remove(name);
        return null;
      }
      return { state: parsed.state, version: parsed.version };
    },
    setItem(name, value) {
      const stamped: StampedValue<S> = { ...value, savedAt: Date.now() };
      try {
        backend().setItem(name, JSON.stringify(stamped));
      } catch {
        // Quota or private mode: the state simply lives in memory for this visit.
      }
    },
    removeItem: remove,
  };
}
