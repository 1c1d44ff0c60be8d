import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'warning';

/**
 * Toasts only follow user actions, so sonner is not part of the first load: the first toast asks for
 * the <Toaster> (app/providers.tsx mounts it then), and is shown once it is mounted, since sonner
 * drops what is published before its Toaster listens.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
};

/** Called by the mounted <Toaster>'s wrapper. */
export function toasterMounted(): void {
  markMounted();
}

export function showToast(kind: ToastKind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => toast[kind](message, options));
}
