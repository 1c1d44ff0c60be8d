import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'warning';

/**
 * Shows a toast. Toasts only follow user actions, so sonner is not part of the first load: it loads
 * with the lazy <Toaster> in app/providers.tsx, and this waits for the same chunk.
 */
export function showToast(kind: ToastKind, message: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}
