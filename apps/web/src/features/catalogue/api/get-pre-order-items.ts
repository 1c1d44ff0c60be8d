import type { CatalogueBatch } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { type OnboardFlight, useOnboardStore } from '../../../shared/onboard-store';

/**
 * The catalogue batch behind the home lists (spec §3), priced in the selected currency: the pre-order
 * range, or in on-boarding mode what the flight carries (GetAllOnBoardItems, spec §4 app start).
 */
export async function getPreOrderItems(
  currencyId: number,
  flight: OnboardFlight | null,
  signal?: AbortSignal,
): Promise<CatalogueBatch> {
  if (!flight) return apiRequest<CatalogueBatch>(api.preOrderItems, { query: { currencyId }, signal });
  return apiRequest<CatalogueBatch>(api.onboardItems, {
    query: {
      currencyId,
      FlightNumber: flight.flightNumber,
      DepartureDate: flight.departureDate,
      Origin: flight.origin,
      Destination: flight.destination,
      TicketNumber: flight.ticketNumber,
    },
    signal,
  });
}

export const preOrderItemsQueryOptions = (currencyId: number, flight: OnboardFlight | null = null) =>
  queryOptions({
    queryKey: ['catalogue', 'pre-order-items', { currencyId, flightId: flight?.id }],
    queryFn: ({ signal }) => getPreOrderItems(currencyId, flight, signal),
  });

export function usePreOrderItems() {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flight = useOnboardStore((s) => s.flightDetail);
  return useQuery(preOrderItemsQueryOptions(currencyId, flight));
}
