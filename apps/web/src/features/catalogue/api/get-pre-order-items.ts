import type { CatalogueBatch } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { type OnboardFlight, useOnboardStore } from '../../../shared/onboard-store';
import { useLanguage } from '../../../shared/use-language';

/**
 * The catalogue batch behind the home lists (spec §3), priced in the selected currency: the pre-order
 * range, or in on-boarding mode what the flight carries (GetAllOnBoardItems, spec §4 app start).
 */
export async function getPreOrderItems(
  currencyId: number,
  flight: OnboardFlight | null,
  signal?: AbortSignal,
  language?: Language,
): Promise<CatalogueBatch> {
  if (!flight) {
    return apiRequest<CatalogueBatch>(api.preOrderItems, { query: { currencyId }, signal, language });
  }
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
    language,
  });
}

/** The batch's lists the home page shows; the others are the list pages' (GetItems). */
export type HomeLists = Pick<CatalogueBatch, 'newArrivalItems' | 'specialOfferItems'>;

export const preOrderItemsQueryOptions = (
  currencyId: number,
  flight: OnboardFlight | null = null,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['catalogue', 'pre-order-items', { currencyId, flightId: flight?.id, language }],
    // Only what the page shows is kept: a server-rendered home page sends its query cache in the
    // HTML, and the four other lists were two thirds of it (BENCHMARKS.md, "Server render").
    queryFn: async ({ signal }): Promise<HomeLists> => {
      const { newArrivalItems, specialOfferItems } = await getPreOrderItems(
        currencyId,
        flight,
        signal,
        language,
      );
      return { newArrivalItems, specialOfferItems };
    },
  });

export function usePreOrderItems() {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flight = useOnboardStore((s) => s.flightDetail);
  return useQuery(preOrderItemsQueryOptions(currencyId, flight, useLanguage()));
}
