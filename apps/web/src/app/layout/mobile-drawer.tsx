import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CatalogueAccordion } from '../../features/catalogue/components/catalogue-accordion';
import { CurrencyPicker } from '../../features/catalogue/components/currency-picker';
import { useTranslation } from '../../shared/i18n';
import { LanguagePicker } from './language-picker';
import { shopLinks } from './shop-links';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The small-screen side drawer (spec §2): category and brand accordions, list pages, pickers. */
export function MobileDrawer({ open, onOpenChange }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const keyWhenMounted = useRef(key);

  // Following any link closes the drawer.
  useEffect(() => {
    if (key !== keyWhenMounted.current) onOpenChange(false);
  }, [key, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-drawer-in fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white text-navy-950 shadow-2xl"
        >
          <div className="flex items-center justify-between bg-navy-950 px-4 py-3 text-white">
            <Dialog.Title className="text-lg font-semibold">{t('header.menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('header.closeMenu')}
              className="flex size-10 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.mainNav')} className="flex-1 overflow-y-auto px-4 pb-4">
            <CatalogueAccordion />
            <ul className="mt-3 space-y-0.5">
              {shopLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded px-2 py-2.5 text-sm font-medium text-navy-800 hover:bg-navy-50"
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-3 border-t border-navy-100 p-4">
            <CurrencyPicker variant="drawer" />
            <LanguagePicker variant="drawer" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
