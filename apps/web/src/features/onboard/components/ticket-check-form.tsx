import type { PaxSector } from '@dfs/contract/onboard';
import { checkTicketNumber, TICKET_NUMBER_LENGTH } from '@dfs/domain/flight-rules';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTicketLookup } from '../../../shared/api/get-passenger-from-ticket';
import { isApiError, serverMessage } from '../../../shared/api-client';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';

type Message =
  | { kind: 'length'; length: number }
  | { kind: 'digits' }
  | { kind: 'server'; text: string }
  | { kind: 'selectFlight' };

interface TicketCheckFormProps {
  /** Called with the chosen sector; the caller turns on-board mode on. */
  onFlightChosen: (flight: PaxSector) => void;
}

/**
 * The ticket number check of spec §2 and §4: typing resets the flights and messages; leaving the field
 * with 13 digits looks the ticket up; one sector is chosen at once, several must be picked.
 */
export function TicketCheckForm({ onFlightChosen }: TicketCheckFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ticketId = useId();
  const flightId = useId();
  const messageId = useId();
  const lookup = useTicketLookup();
  const [ticket, setTicket] = useState('');
  const [sectors, setSectors] = useState<PaxSector[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // The ticket a look-up was asked for; an answer for an older value is dropped.
  const asked = useRef('');

  const validate = (value: string): Message | null => {
    const check = checkTicketNumber(value);
    if (check.ok) return null;
    return check.reason === 'length' ? { kind: 'length', length: check.length } : { kind: 'digits' };
  };

  const runLookup = (value: string) => {
    asked.current = value;
    lookup.mutate(value, {
      onSuccess: (answer) => {
        if (asked.current !== value) return;
        setSectors(answer.paxSectorsRes);
        if (answer.paxSectorsRes.length === 1) setSelected(answer.paxSectorsRes[0]!.id);
        if (answer.paxSectorsRes.length === 0)
          setMessage({ kind: 'server', text: serverMessage(answer) ?? t('onboard.somethingWrong') });
      },
      onError: (error) => {
        if (asked.current !== value) return;
        setSectors([]);
        // The API client's message is the server's Message or message, else "Something went wrong".
        setMessage({ kind: 'server', text: isApiError(error) ? error.message : t('onboard.somethingWrong') });
      },
    });
  };

  const onBlur = () => {
    if (ticket.length === 0 || sectors.length > 0 || lookup.isPending) return;
    const invalid = validate(ticket);
    if (invalid) return setMessage(invalid);
    runLookup(ticket);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(ticket);
    if (invalid) return setMessage(invalid);
    if (lookup.isPending) return;
    if (sectors.length === 0) return runLookup(ticket);
    const flight = sectors.find((s) => s.id === selected);
    if (!flight) return setMessage({ kind: 'selectFlight' });
    onFlightChosen(flight);
  };

  const messageText =
    message === null
      ? null
      : message.kind === 'length'
        ? t('validation.ticketLength', { length: message.length })
        : message.kind === 'digits'
          ? t('validation.ticketDigits')
          : message.kind === 'selectFlight'
            ? t('onboard.selectFlight')
            : message.text;
  const flightLabel = (s: PaxSector) =>
    t('onboard.flightOption', {
      flight: s.flightNumber,
      from: s.origin,
      to: s.destination,
      when: format.flightTime(s.departureDate, s.origin),
    });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={ticketId} className="block text-sm font-medium text-navy-900">
          {t('onboard.ticketLabel')}
        </label>
        <input
          id={ticketId}
          name="ticketNumber"
          value={ticket}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={TICKET_NUMBER_LENGTH + 7}
          placeholder={t('onboard.ticketPlaceholder')}
          aria-invalid={message !== null && message.kind !== 'selectFlight'}
          aria-describedby={messageText ? messageId : undefined}
          onChange={(event) => {
            setTicket(event.target.value.trim());
            setSectors([]);
            setSelected(null);
            setMessage(null);
            asked.current = '';
            lookup.reset();
          }}
          onBlur={onBlur}
          className="mt-1.5 min-h-11 w-full rounded-md border border-navy-200 bg-white px-3 text-base tracking-wider text-navy-950 placeholder:tracking-normal placeholder:text-navy-400 focus:border-navy-500 aria-invalid:border-red-600 rtl:text-end"
        />
        <p className="mt-1 text-xs text-navy-500">{t('onboard.ticketHint')}</p>
      </div>

      {sectors.length > 1 && (
        <div>
          <label htmlFor={flightId} className="block text-sm font-medium text-navy-900">
            {t('onboard.flightLabel')}
          </label>
          <select
            id={flightId}
            value={selected ?? ''}
            onChange={(event) => {
              setSelected(event.target.value ? Number(event.target.value) : null);
              setMessage(null);
            }}
            aria-invalid={message?.kind === 'selectFlight'}
            className="mt-1.5 min-h-11 w-full rounded-md border border-navy-200 bg-white px-3 text-sm text-navy-950 focus:border-navy-500 aria-invalid:border-red-600"
          >
            <option value="">{t('onboard.chooseFlight')}</option>
            {sectors.map((s) => (
              <option key={s.id} value={s.id}>
                {flightLabel(s)}
              </option>
            ))}
          </select>
        </div>
      )}

      {sectors.length === 1 && (
        <p className="rounded-md bg-navy-50 px-3 py-2 text-sm text-navy-800">{flightLabel(sectors[0]!)}</p>
      )}

      {messageText && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {messageText}
        </p>
      )}

      <Button type="submit" variant="secondary" className="w-full" disabled={lookup.isPending}>
        {lookup.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {lookup.isPending
          ? t('onboard.lookingUp')
          : sectors.length > 0
            ? t('onboard.startShopping')
            : t('onboard.findFlight')}
      </Button>
    </form>
  );
}
