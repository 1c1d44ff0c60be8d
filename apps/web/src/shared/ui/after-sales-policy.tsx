import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../i18n';

const points = [
  'cutoff',
  'personal',
  'delivery',
  'proof',
  'replacement',
  'noRefunds',
  'sameSector',
  'support',
] as const;

/** The after-sales policy of spec §1, shown with every order. */
export function AfterSalesPolicy() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="after-sales-title"
      className="rounded-xl bg-navy-50 p-5 ring-1 ring-navy-100 lg:p-6"
    >
      <h2 id="after-sales-title" className="flex items-center gap-2 text-lg font-semibold text-navy-950">
        <ShieldCheck aria-hidden="true" className="size-5 text-navy-700" />
        {t('checkout.afterSales.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-navy-700">
        {points.map((point) => (
          <li key={point}>{t(`checkout.afterSales.${point}`)}</li>
        ))}
      </ul>
    </section>
  );
}
