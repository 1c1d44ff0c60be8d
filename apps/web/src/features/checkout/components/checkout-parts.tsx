import type { paymentOptionsFor } from '@dfs/domain/order-status';
import { clsx } from 'clsx';
import { LoaderCircle, Lock } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { milesProgramName } from '../../../shared/brand';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';

/** Who is ordering: the signed-in customer, or the guest with their e-mail and a way to change it. */
export function CustomerCard({
  name,
  isGuest,
  guestEmail,
}: {
  name: string;
  isGuest: boolean;
  guestEmail: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
      <legend className="sr-only">{t('checkout.customer')}</legend>
      <p className="text-sm text-navy-600">{t('checkout.customer')}</p>
      <p className="mt-0.5 font-semibold text-navy-950">
        {name}
        {isGuest ? (
          <span className="ms-2 rounded bg-navy-100 px-1.5 py-0.5 text-xs font-medium text-navy-700">
            {t('checkout.guest')}
          </span>
        ) : null}
      </p>
      {guestEmail !== null ? (
        <p className="mt-0.5 text-sm text-navy-600">
          {guestEmail} ·{' '}
          <Link to="/guest-checkout?redirectUrl=/checkout" className="font-medium text-navy-900 underline">
            {t('checkout.changeGuest')}
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}

/** The payment options this traveller may use, as radio cards. */
export function PaymentOptionsField({
  options,
  chosen,
  field,
}: {
  options: ReturnType<typeof paymentOptionsFor>;
  chosen: number;
  field: UseFormRegisterReturn<'paymentOption'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
      <legend className="float-start w-full text-lg font-semibold text-navy-950">
        {t('checkout.paymentTitle')}
      </legend>
      <div className="clear-both flex flex-col gap-3 pt-3">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500',
              chosen === option ? 'border-navy-900 bg-navy-50' : 'border-navy-200 hover:border-navy-400',
            )}
          >
            <input type="radio" value={option} className="mt-1 size-4 accent-navy-900" {...field} />
            <span>
              <span className="block font-semibold text-navy-950">
                {t(`checkout.paymentOption${option}`)}
              </span>
              <span className="block text-sm text-navy-600">
                {t(`checkout.paymentHint${option}`, { miles: milesProgramName })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The checkout's submit button: "Continue to payment" for a card, "Place order" otherwise. */
export function PlaceOrderButton({
  placing,
  disabled,
  byCard,
}: {
  placing: boolean;
  disabled: boolean;
  byCard: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" className="mt-5 w-full" disabled={placing || disabled}>
      {placing ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Lock aria-hidden="true" className="size-4" />
      )}
      {placing ? t('checkout.placing') : byCard ? t('checkout.placeAndPay') : t('checkout.placeOrder')}
    </Button>
  );
}
