import type { CollectingDetails } from '@dfs/contract/collecting-details';
import type { Airport } from '@dfs/contract/master-data';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../i18n';
import { SelectField, TextField } from './form-field';

type Fields = z.input<typeof CollectingDetails>;

/**
 * Where the goods are handed over (spec §2 pre-order form); used by checkout and by order changes.
 * Checkout puts its own ticket field (with the look-up) first, limits the departure days, and words
 * some messages itself.
 */
export function CollectingDetailsFields<T extends Fields>({
  register,
  errors,
  airports,
  ticketField,
  departureDays,
  describe,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  airports: Airport[];
  ticketField?: ReactNode;
  departureDays?: { from: string; to: string };
  /** The words for an error key of a field, when the key alone is not enough. */
  describe?: (field: keyof Fields, key: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<Fields>;
  const err = errors as FieldErrors<Fields>;
  const message = (field: keyof Fields) => {
    const key = err[field]?.message;
    if (!key) return undefined;
    return describe?.(field, key) ?? t(key as 'checkout.errors.required');
  };
  const airportOptions = (
    <>
      <option value="">{t('checkout.chooseAirport')}</option>
      {airports.map((airport) => (
        <option key={airport.code} value={airport.code}>
          {airport.city} ({airport.code})
        </option>
      ))}
    </>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {ticketField}
      <SelectField
        label={t('checkout.pickFrom')}
        error={message('pickFrom')}
        className="md:col-span-2"
        {...reg('pickFrom')}
      >
        <option value="Onboard">{t('checkout.pickFromOnboard')}</option>
        <option value="Gate">{t('checkout.pickFromGate')}</option>
      </SelectField>
      <SelectField label={t('checkout.origin')} error={message('origin')} {...reg('origin')}>
        {airportOptions}
      </SelectField>
      <SelectField label={t('checkout.destination')} error={message('destination')} {...reg('destination')}>
        {airportOptions}
      </SelectField>
      <TextField
        label={t('checkout.flightNumber')}
        error={message('flightNumber')}
        autoCapitalize="characters"
        placeholder="ET500"
        dir="ltr"
        {...reg('flightNumber')}
      />
      <TextField
        label={t('checkout.departureDate')}
        error={message('departureDate')}
        type="date"
        min={departureDays?.from}
        max={departureDays?.to}
        {...reg('departureDate')}
      />
      {ticketField ? null : (
        <TextField
          label={t('checkout.ticketNumber')}
          error={message('ticketNumber')}
          inputMode="numeric"
          maxLength={13}
          dir="ltr"
          {...reg('ticketNumber')}
        />
      )}
      <TextField
        label={t('checkout.passengerLastName')}
        hint={t('checkout.passengerLastNameHint')}
        error={message('passengerLastName')}
        autoComplete="family-name"
        {...reg('passengerLastName')}
      />
      <TextField
        label={t('checkout.seatNumber')}
        error={message('seatNumber')}
        autoCapitalize="characters"
        maxLength={4}
        placeholder="12A"
        dir="ltr"
        {...reg('seatNumber')}
      />
    </div>
  );
}
