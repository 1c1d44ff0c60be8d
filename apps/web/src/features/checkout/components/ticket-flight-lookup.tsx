import type { PaxSector } from '@dfs/contract/onboard';
import { canPreOrder, checkTicketNumber } from '@dfs/domain/flight-rules';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTicketLookup } from '../../../shared/api/get-passenger-from-ticket';
import { isApiError } from '../../../shared/api-client';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { TextField } from '../../../shared/ui/form-field';

type LookupState =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'found'; sector: PaxSector }
  | { kind: 'choose'; sectors: PaxSector[]; chosen: number | null; mustChoose: boolean }
  | { kind: 'none'; message: string };

/**
 * The checkout's ticket look-up (spec §4's ticket number check): typing resets what was found; a
 * complete 13-digit number is looked up; the ticket's one flight open for pre-orders fills the form,
 * several are offered to choose from, none says why.
 */
export function useTicketFlightLookup(apply: (sector: PaxSector) => void) {
  const { t } = useTranslation();
  const lookup = useTicketLookup();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  // The ticket a look-up was asked for; an answer for an older value is dropped.
  const asked = useRef('');

  const run = (ticket: string) => {
    asked.current = ticket;
    setState({ kind: 'looking' });
    lookup.mutate(ticket, {
      onSuccess: (answer) => {
        if (asked.current !== ticket) return;
        const now = new Date();
        const open = answer.paxSectorsRes.filter((s) => canPreOrder(new Date(s.departureDate), now));
        if (open.length === 1) {
          apply(open[0]!);
          setState({ kind: 'found', sector: open[0]! });
        } else if (open.length > 1) {
          setState({ kind: 'choose', sectors: open, chosen: null, mustChoose: false });
        } else {
          const message =
            answer.paxSectorsRes.length > 0
              ? t('checkout.noPreOrderFlight')
              : answer.Message || t('onboard.somethingWrong');
          setState({ kind: 'none', message });
        }
      },
      onError: (error) => {
        if (asked.current !== ticket) return;
        const text = isApiError(error) && error.status > 0 ? error.message : '';
        setState({ kind: 'none', message: text || t('onboard.somethingWrong') });
      },
    });
  };

  return {
    state,
    ticketChanged(value: string) {
      asked.current = '';
      if (checkTicketNumber(value).ok) run(value);
      else setState({ kind: 'idle' });
    },
    choose(id: number) {
      if (state.kind !== 'choose') return;
      const sector = state.sectors.find((s) => s.id === id);
      if (!sector) return;
      apply(sector);
      setState({ ...state, chosen: id, mustChoose: false });
    },
    /** False, asking for a choice, while the ticket holds several flights and none is chosen. */
    readyToPlace(): boolean {
      if (state.kind === 'choose' && state.chosen === null) {
        setState({ ...state, mustChoose: true });
        return false;
      }
      return true;
    },
  };
}

export type TicketFlightLookup = ReturnType<typeof useTicketFlightLookup>;

/** The ticket number field with what its look-up found (spec §4 texts for the choice). */
export function TicketFlightLookupField({
  lookup,
  field,
  error,
}: {
  lookup: TicketFlightLookup;
  field: UseFormRegisterReturn<'ticketNumber'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const choiceId = useId();
  const { state } = lookup;
  const label = (s: PaxSector) =>
    t('onboard.flightOption', {
      flight: s.flightNumber,
      from: s.origin,
      to: s.destination,
      when: format.flightTime(s.departureDate, s.origin),
    });

  return (
    <div className="flex flex-col gap-3 md:col-span-2">
      <TextField
        label={t('checkout.ticketNumber')}
        error={error}
        hint={t('checkout.ticketLookupHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        dir="ltr"
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          lookup.ticketChanged(event.target.value);
        }}
      />
      <div aria-live="polite">
        {state.kind === 'looking' ? (
          <p className="flex items-center gap-2 text-sm text-navy-600" role="status">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('checkout.lookingUp')}
          </p>
        ) : state.kind === 'found' ? (
          <p className="flex items-start gap-2 text-sm text-emerald-800" role="status">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('checkout.flightFound', { flight: label(state.sector) })}
          </p>
        ) : state.kind === 'none' ? (
          <p className="text-sm text-red-800" role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
      {state.kind === 'choose' ? (
        <fieldset
          className="rounded-lg border border-navy-200 p-4"
          aria-describedby={state.mustChoose ? `${choiceId}-error` : undefined}
        >
          <legend className="px-1 text-sm font-semibold text-navy-950">{t('onboard.chooseFlight')}</legend>
          <p className="text-sm text-navy-600">{t('checkout.chooseFlight')}</p>
          <div className="mt-3 flex flex-col gap-2">
            {state.sectors.map((s) => (
              <label
                key={s.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-navy-200 p-3 text-sm has-[:checked]:border-navy-900 has-[:checked]:bg-navy-50"
              >
                <input
                  type="radio"
                  name={choiceId}
                  className="mt-0.5 size-4 accent-navy-900"
                  checked={state.chosen === s.id}
                  onChange={() => lookup.choose(s.id)}
                />
                <span>{label(s)}</span>
              </label>
            ))}
          </div>
          {state.mustChoose ? (
            <p id={`${choiceId}-error`} className="mt-2 text-sm text-red-800" role="alert">
              {t('onboard.selectFlight')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
