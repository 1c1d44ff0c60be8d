import type { PaxSector } from '@dfs/contract/onboard';
import type { CreatePreOrderRequest, CreatePreOrderResponse } from '@dfs/contract/preorders';
import type { CartQuoteRequest } from '@dfs/contract/pricing';
import { preOrderDayWindow } from '@dfs/domain/flight-rules';
import { paymentOptionsFor } from '@dfs/domain/order-status';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAirports } from '../../../shared/api/get-airports';
import { usePassengerProfile } from '../../../shared/api/get-passenger-profile';
import { isApiError } from '../../../shared/api-client';
import { newAttemptKey } from '../../../shared/attempt-key';
import { type SummaryLine, useCartStore } from '../../../shared/cart-store';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { useOnboardStore } from '../../../shared/onboard-store';
import { useSessionStore } from '../../../shared/session-store';
import { CollectingDetailsFields } from '../../../shared/ui/collecting-details-fields';
import { useCreatePreOrder } from '../api/create-pre-order';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import { useSubmitOnBoardOrder } from '../api/submit-on-board-order';
import { ticketSeatReplaces } from '../ticket-seat';
import {
  type CheckoutInput,
  type CheckoutOutput,
  fieldNames,
  filledFromTicket,
  OnBoardCheckoutFields,
  PreOrderCheckoutFields,
} from './checkout-fields';
import { CustomerCard, PaymentOptionsField, PlaceOrderButton } from './checkout-parts';
import { SummaryBody } from './checkout-summary';
import { OnBoardFlightFields } from './onboard-flight-fields';
import { TicketFlightLookupField, useTicketFlightLookup } from './ticket-flight-lookup';

/** The pre-order (or on-board) form, the order summary of `lines` and the button that places the order. */
export function CheckoutForm({ lines }: { lines: SummaryLine[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promoCode = useCartStore((s) => s.promoCode);
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const userInfo = useSessionStore((s) => s.userInfo);
  const sessionOptions = useSessionStore((s) => s.paymentOptions);
  const guestProfile = useSessionStore((s) => s.guestProfile);
  const airports = useAirports().data?.airportsRes ?? [];
  const createPreOrder = useCreatePreOrder();
  const submitOnBoardOrder = useSubmitOnBoardOrder();
  // In on-board mode the order is bought from the chosen flight's stock (spec §4).
  const flightDetail = useOnboardStore((s) => s.flightDetail);
  const placing = createPreOrder.isPending || submitOnBoardOrder.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a double click sends the same key, so the server places one order.
  const attemptKey = useRef<string | null>(null);

  const quoteRequest = useMemo<CartQuoteRequest>(
    () => ({
      items: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
      currencyId,
      ...(promoCode ? { promoCode } : {}),
      ...(flightDetail ? { flightId: flightDetail.id } : {}),
    }),
    [lines, currencyId, promoCode, flightDetail],
  );
  const quote = useCheckoutQuote(quoteRequest);
  const profile = usePassengerProfile(isSignedIn && userInfo ? Number(userInfo.userId) : undefined);

  // The session carries the options the API's paymentOptionsFor gave it; a guest gets the same rule's.
  const guestOptions = paymentOptionsFor({ milesMember: false });
  const options = isSignedIn ? sessionOptions : guestOptions;
  const allowed = options.length > 0 ? options : guestOptions;

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    getFieldState,
    trigger,
    watch,
    formState: { errors },
  } = useForm<CheckoutInput, unknown, CheckoutOutput>({
    resolver: (flightDetail
      ? zodResolver(OnBoardCheckoutFields)
      : zodResolver(PreOrderCheckoutFields)) as unknown as Resolver<CheckoutInput, unknown, CheckoutOutput>,
    // A field is checked when left, then on every change: its error goes as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: {
      pickFrom: 'Onboard',
      origin: flightDetail?.origin ?? '',
      destination: flightDetail?.destination ?? '',
      flightNumber: flightDetail?.flightNumber ?? '',
      departureDate: flightDetail?.departureDate ?? '',
      ticketNumber: flightDetail?.ticketNumber ?? '',
      // Most travellers order for themselves: their own family name, to be checked against the ticket.
      passengerLastName: (isSignedIn ? userInfo?.lastName : guestProfile?.lastName) ?? '',
      seatNumber: flightDetail?.seatNumber ?? '',
      // Radio values are strings: a number here would leave every option unchecked.
      paymentOption: allowed[0] === undefined ? undefined : String(allowed[0]),
    },
  });
  const chosen = Number(watch('paymentOption'));
  const ticketNumber = watch('ticketNumber') ?? '';
  const departureDays = preOrderDayWindow(new Date());

  // The seat the last ticket filled in: a seat the traveller typed is theirs and stays.
  const seatFromTicket = useRef('');
  // The ticket's flight fills the form; a field showing an error is checked again at once.
  const lookup = useTicketFlightLookup((sector: PaxSector) => {
    const values = {
      origin: sector.origin,
      destination: sector.destination,
      flightNumber: sector.flightNumber,
      // The date field shows the departure airport's day, which the server matches the flight by.
      departureDate: sector.departureDate.slice(0, 10),
      seatNumber: sector.seatNumber ?? '',
    };
    for (const name of filledFromTicket) {
      if (name === 'seatNumber') {
        const active = document.activeElement;
        const editing = active instanceof HTMLInputElement && active.name === 'seatNumber';
        const shown = getValues('seatNumber') ?? '';
        if (!ticketSeatReplaces(shown, values.seatNumber, seatFromTicket.current, editing)) continue;
        seatFromTicket.current = values.seatNumber;
      }
      setValue(name, values[name], { shouldDirty: true, shouldValidate: Boolean(getFieldState(name).error) });
    }
  });

  // A server message about the form goes as soon as the traveller changes something.
  useEffect(() => {
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const describe = (field: string, key: string) => {
    if (field === 'ticketNumber' && key === 'validation.ticketLength') {
      return t('validation.ticketLength', { length: ticketNumber.trim().length });
    }
    if (field === 'departureDate' && key === 'checkout.errors.departureWindow') {
      return t('checkout.errors.departureWindow', departureDays);
    }
    return undefined;
  };

  const place = handleSubmit((values) => {
    if (placing) return;
    setFailure(null);
    attemptKey.current ??= newAttemptKey();
    const request: CreatePreOrderRequest = {
      items: quoteRequest.items,
      currencyId,
      ...(promoCode ? { promoCode } : {}),
      ...values,
      ...(!isSignedIn && guestProfile ? { guest: guestProfile } : {}),
    };
    const idempotencyKey = attemptKey.current;
    const callbacks = {
      onSuccess: (placed: CreatePreOrderResponse) => {
        if (placed.paymentRedirectUrl) {
          // The hosted payment page is the gateway's, outside this app: a real page load.
          window.location.assign(placed.paymentRedirectUrl);
          return;
        }
        navigate(
          `/confirmation?order=${encodeURIComponent(placed.orderCode)}&token=${encodeURIComponent(placed.viewToken)}`,
        );
      },
      onError: (error: Error) => {
        attemptKey.current = null;
        if (isApiError(error) && Object.keys(error.errors).length > 0) {
          for (const name of fieldNames) {
            const key = name[0]!.toUpperCase() + name.slice(1);
            const messages = error.errors[key];
            if (messages?.[0]) setError(name, { message: messages[0] });
          }
        }
        setFailure(isApiError(error) ? error.message : t('checkout.placeError'));
      },
    };
    if (flightDetail) {
      // On board the goods are handed over at the seat: there is no pick-up point to send.
      const { pickFrom: _atTheSeat, passengerLastName: _fromTheTicket, ...onBoard } = request;
      submitOnBoardOrder.mutate({ request: onBoard, idempotencyKey }, callbacks);
    } else {
      createPreOrder.mutate({ request, idempotencyKey }, callbacks);
    }
  });
  // A ticket with several flights needs one chosen first (spec §5); the other fields are checked too.
  const onSubmit = (event: FormEvent) => {
    if (flightDetail || lookup.readyToPlace()) return place(event);
    event.preventDefault();
    return trigger();
  };

  const customerName = isSignedIn
    ? `${userInfo?.firstName ?? ''} ${userInfo?.lastName ?? ''}`.trim()
    : `${guestProfile?.firstName ?? ''} ${guestProfile?.lastName ?? ''}`.trim();

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="flex flex-col gap-8">
        <CustomerCard
          name={customerName}
          guestEmail={!isSignedIn && guestProfile ? guestProfile.email : null}
          isGuest={!isSignedIn}
        />

        <fieldset className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
          <legend className="float-start w-full text-lg font-semibold text-navy-950">
            {flightDetail ? t('onboard.checkout.flightTitle') : t('checkout.flightTitle')}
          </legend>
          {flightDetail ? (
            <div className="clear-both pt-3">
              <OnBoardFlightFields flight={flightDetail} register={register} errors={errors} />
            </div>
          ) : (
            <>
              <p className="mb-4 clear-both pt-1 text-sm text-navy-600">{t('checkout.flightHint')}</p>
              <CollectingDetailsFields
                register={register}
                errors={errors}
                airports={airports}
                departureDays={departureDays}
                describe={describe}
                ticketField={
                  <TicketFlightLookupField
                    lookup={lookup}
                    field={register('ticketNumber')}
                    error={
                      errors.ticketNumber?.message
                        ? (describe('ticketNumber', errors.ticketNumber.message) ??
                          t(errors.ticketNumber.message as 'checkout.errors.required'))
                        : undefined
                    }
                  />
                }
              />
            </>
          )}
        </fieldset>

        <PaymentOptionsField options={allowed} chosen={chosen} field={register('paymentOption')} />
      </div>

      <aside className="lg:sticky lg:top-24" aria-labelledby="checkout-summary">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="checkout-summary" className="text-lg font-semibold text-navy-950">
              {t('checkout.summary')}
            </h2>
            <Link to="/cart" className="text-sm font-medium text-navy-700 underline">
              {t('checkout.edit')}
            </Link>
          </div>
          <SummaryBody
            quote={quote.data}
            loading={quote.isPending}
            failed={quote.isError}
            retry={() => quote.refetch()}
            showMiles={chosen === 3}
            milesBalance={profile.data?.milesBalance ?? null}
          />
          {quote.data && quote.data.problems.length > 0 ? (
            // Lines the flight does not carry (or beyond a limit) cannot be bought: say why we stop.
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {flightDetail ? t('onboard.checkout.notCarried') : t('cart.fixProblems')}{' '}
              <Link to="/cart" className="font-medium underline">
                {t('checkout.edit')}
              </Link>
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <PlaceOrderButton
            placing={placing}
            disabled={!quote.data || quote.data.problems.length > 0}
            byCard={chosen === 1}
          />
        </div>
      </aside>
    </form>
  );
}
