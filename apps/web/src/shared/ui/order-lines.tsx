import type { PaymentOption } from '@dfs/contract/order-codes';
import type { OrderItemRes } from '@dfs/contract/preorders';
import { useFormatters } from '../format';
import { useTranslation } from '../i18n';

/**
 * The lines of a placed order with their totals (spec §3 orderItemRes), in what the order was paid:
 * a miles order's lines in miles, the others' in money.
 */
export function OrderLines({
  lines,
  currency,
  paymentOption,
}: {
  lines: OrderItemRes[];
  currency: string;
  paymentOption: PaymentOption;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-navy-100 text-start text-xs uppercase tracking-wide text-navy-500">
          <th scope="col" className="py-2 text-start font-medium">
            {t('checkout.confirmation.item')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {t('checkout.confirmation.quantity')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {t('checkout.confirmation.lineTotal')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-navy-100">
        {lines.map((line) => (
          <tr key={line.id}>
            <td className="py-2.5 pe-3 text-navy-900">{line.name}</td>
            <td className="py-2.5 text-end tabular-nums">{line.quantity}</td>
            <td className="whitespace-nowrap py-2.5 ps-3 text-end tabular-nums">
              {line.isFree
                ? t('checkout.free')
                : format.paid({
                    paymentOption,
                    currency,
                    total: line.totalPrice,
                    totalMiles: line.totalPriceForRedemptionInMiles,
                  })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
