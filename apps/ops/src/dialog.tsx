import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A modal form (Radix Dialog: focus kept inside, Escape closes, focus returns to the opener). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="mb-4 text-xl font-semibold">{title}</Dialog.Title>
          {children}
          <Dialog.Close
            className="absolute top-3 right-3 rounded px-2 py-1 text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
