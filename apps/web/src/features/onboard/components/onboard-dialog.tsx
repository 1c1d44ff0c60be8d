import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../../shared/i18n';
import { useOnboardStore } from '../../../shared/onboard-store';
import { TicketCheckForm } from './ticket-check-form';

interface OnboardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The ticket check in a dialog; choosing a flight turns on-board mode on (spec §1, §4). */
export function OnboardDialog({ open, onOpenChange }: OnboardDialogProps) {
  const { t } = useTranslation();
  const setFlightDetail = useOnboardStore((s) => s.setFlightDetail);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="animate-fade-in fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-xl bg-white p-6 text-navy-950 shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{t('onboard.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('onboard.close')}
              className="-me-2 -mt-2 flex size-10 items-center justify-center rounded-full hover:bg-navy-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 mb-5 text-sm leading-relaxed text-navy-700">
            {t('onboard.intro')}
          </Dialog.Description>
          <TicketCheckForm
            onFlightChosen={(flight) => {
              setFlightDetail(flight);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
