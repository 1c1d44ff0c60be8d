import type { ComponentType } from 'react';

const RETRY_DELAY_MS = 400;

/** Loads a route chunk, retrying once (a deploy or a dropped connection); a second failure reaches the error boundary. */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn('Route chunk failed to load; retrying once', error);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return load();
  }
}

/** A React Router `lazy` function for a screen: `lazy: lazyPage(() => import('…').then((m) => m.CartPage))`. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await loadWithRetry(load) });
}
