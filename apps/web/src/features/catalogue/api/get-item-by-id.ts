import type { ItemByIdResponse, Product } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useOnboardFlightId } from '../../../shared/onboard-store';

/** One product by id (Item/GetById); an unknown id answers 404. */
export async function getItemById(
  id: number,
  currencyId: number,
  flightId: number | undefined,
  signal?: AbortSignal,
): Promise<Product> {
  const response = await apiRequest<ItemByIdResponse>(api.itemById, {
    query: { id, currencyId, flightId },
    signal,
  });
  return response.item;
}

export const itemByIdQueryOptions = (id: number, currencyId: number, flightId?: number) =>
  queryOptions({
    queryKey: ['catalogue', 'item', { id, currencyId, flightId }],
    queryFn: ({ signal }) => getItemById(id, currencyId, flightId, signal),
    // A 404 will not change on retry; other failures get one more try.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });

export function useItemById(id: number) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  return useQuery({
    ...itemByIdQueryOptions(id, currencyId, flightId),
    enabled: Number.isInteger(id) && id > 0,
  });
}
