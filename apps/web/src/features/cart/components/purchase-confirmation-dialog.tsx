import { minimumPurchaseAge } from '@dfs/domain/regulated-items';
import { Globe2, ShieldAlert } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';

export type ConfirmationKind = 'age' | 'regulation';

interface PurchaseConfirmationDialogProps {
  /** The confirmation being asked, or null when the dialog is closed. */
  kind: ConfirmationKind | null;
  productName: string;
  onConfirm: () => void;
  /** Exit, Escape and a click outside all add nothing. */
  onExit: () => void;
}

/** The age (18+) or EU-regulation confirmation asked before a restricted item joins the cart (spec §4). */
export function PurchaseConfirmationDialog({
  kind,
  productName,
  onConfirm,
  onExit,
}: PurchaseConfirmationDialogProps) {
  const { t } = useTranslation();
  const Icon = kind === 'regulation' ? Globe2 : ShieldAlert;
  // Opened from a plain button, not a Dialog.Trigger, so Radix has nothing to return focus to on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) onExit();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="animate-fade-in fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-xl bg-white p-6 text-navy-950 shadow-2xl"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold tracking-tight">
                {kind === 'regulation' ? t('cart.confirm.regulationTitle') : t('cart.confirm.ageTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-navy-700">
                {kind === 'regulation'
                  ? t('cart.confirm.regulationBody', { name: productName })
                  : t('cart.confirm.ageBody', { name: productName, age: minimumPurchaseAge })}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 md:flex-row md:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('cart.confirm.exit')}</Button>
            </Dialog.Close>
            <Button variant="secondary" onClick={onConfirm}>
              {t('cart.confirm.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
