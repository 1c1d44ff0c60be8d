import type { CollectingDetails } from '@dfs/contract/collecting-details';
import { Plane } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import type { OnboardFlight } from '../../../shared/onboard-store';
import { TextField } from '../../../shared/ui/form-field';

type Fields = z.input<typeof CollectingDetails>;

/**
 * The flight of an on-board order: it comes from the ticket check, so it is shown, not typed. Only a
 * seat the ticket does not hold yet is asked for; the crew brings the goods there.
 */
export function OnBoardFlightFields<T extends Fields>({
  flight,
  register,
  errors,
}: {
  flight: OnboardFlight;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reg = register as unknown as UseFormRegister<Fields>;
  const seatError = (errors as FieldErrors<Fields>).seatNumber?.message;
  // Codes and the route arrow read left to right in Arabic too; the date follows the language.
  const facts: [string, string, 'ltr' | undefined][] = [
    [t('checkout.confirmation.flight'), flight.flightNumber, 'ltr'],
    [t('checkout.confirmation.route'), `${flight.origin} → ${flight.destination}`, 'ltr'],
    [t('checkout.confirmation.departure'), format.flightTime(flight.departureDate, flight.origin), undefined],
    [t('checkout.confirmation.ticket'), flight.ticketNumber, 'ltr'],
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-lg bg-navy-50 p-3 text-sm text-navy-800">
        <Plane aria-hidden="true" className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
        {t('onboard.checkout.hint')}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
        {facts.map(([label, value, dir]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-navy-500">{label}</dt>
            <dd className="font-medium text-navy-950">
              <span dir={dir}>{value}</span>
            </dd>
          </div>
        ))}
      </dl>
      <TextField
        label={t('checkout.seatNumber')}
        readOnly={Boolean(flight.seatNumber)}
        hint={flight.seatNumber ? t('onboard.checkout.seatFromTicket') : t('onboard.checkout.seatHint')}
        error={seatError ? t(seatError as 'checkout.errors.required') : undefined}
        autoComplete="off"
        className="max-w-xs [&_input:read-only]:bg-navy-50 [&_input:read-only]:text-navy-700"
        {...reg('seatNumber')}
      />
    </div>
  );
}
