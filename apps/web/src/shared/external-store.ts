import { useSyncExternalStore } from 'react';
import type { ExtractState, StoreApi } from 'zustand/vanilla';

/**
 * Reads of state kept outside the components that can differ between the server and the browser (the
 * stores, the viewport) go through here, so that a server-rendered page comes alive showing exactly
 * what the server drew: until `markPageLive`, a read answers the server's value, then each reader
 * re-renders with the browser's own (decision 040).
 * Preact, which renders the storefront, ignores `useSyncExternalStore`'s server snapshot and does not
 * patch the page's attributes while hydrating, so the rule is kept here rather than left to it.
 */
let live = false;
const liveListeners = new Set<() => void>();

function subscribeLive(onChange: () => void): () => void {
  liveListeners.add(onChange);
  return () => liveListeners.delete(onChange);
}
const isLive = () => live;
const notLive = () => false;

/** Dispatched on `document` by `markPageLive`, before any store reader re-renders. */
export const PAGE_LIVE_EVENT = 'dfs:live';

/**
 * Called once the page the server drew is hydrated, or before a page is drawn in the browser. The
 * event lets a watcher (the hydration journey) see the page exactly as hydration left it.
 */
export function markPageLive(): void {
  if (live) return;
  live = true;
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  for (const listener of [...liveListeners]) listener();
}

/** Whether the page is live: hydrated whole (or drawn in the browser). */
export function usePageLive(): boolean {
  return useSyncExternalStore(subscribeLive, isLive, notLive);
}

/** Each store's subscription with the page's coming alive added, made once so that its identity holds. */
type Subscribe = (onChange: () => void) => () => void;
const withLive = new WeakMap<Subscribe, Subscribe>();

function subscribeWithLive(subscribe: Subscribe): Subscribe {
  let combined = withLive.get(subscribe);
  if (!combined) {
    combined = (onChange) => {
      const fromStore = subscribe(onChange);
      const fromLive = subscribeLive(onChange);
      return () => {
        fromStore();
        fromLive();
      };
    };
    withLive.set(subscribe, combined);
  }
  return combined;
}

/**
 * `useSyncExternalStore` that answers `getServerSnapshot` until the page is live (also on the server).
 * When the page comes alive a reader re-renders only if the browser's value differs from the server's:
 * most do not (the language, an empty cart), and re-rendering them all was a long task on a phone.
 */
export function useExternalStore<T>(
  subscribe: Subscribe,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  return useSyncExternalStore(
    subscribeWithLive(subscribe),
    () => (live ? getSnapshot() : getServerSnapshot()),
    getServerSnapshot,
  );
}

/** What a store gave the server's render: the request's state there, the state it was created with here. */
function renderedState<S>(store: StoreApi<S>): S {
  return typeof document === 'undefined' ? store.getState() : store.getInitialState();
}

export type BoundStore<A extends StoreApi<unknown>> = (<T>(selector: (state: ExtractState<A>) => T) => T) & A;

/** A zustand store with a hook that reads it by these rules (in place of zustand's `create`). */
export function bindStore<A extends StoreApi<unknown>>(store: A): BoundStore<A> {
  type S = ExtractState<A>;
  const api = store as StoreApi<S>;
  function useBoundStore<T>(selector: (state: S) => T): T {
    return useExternalStore(
      api.subscribe,
      () => selector(api.getState()),
      () => selector(renderedState(api)),
    );
  }
  return Object.assign(useBoundStore, store);
}
