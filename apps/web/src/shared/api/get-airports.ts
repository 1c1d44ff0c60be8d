import type { AirportsResponse } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The airports of the collecting-details pickers (checkout and the order detail's change form). */
export function getAirports(signal?: AbortSignal): Promise<AirportsResponse> {
  return apiRequest<AirportsResponse>(api.airports, { signal });
}

export const airportsQueryOptions = () =>
  queryOptions({
    queryKey: ['airports'],
    queryFn: ({ signal }) => getAirports(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useAirports() {
  return useQuery(airportsQueryOptions());
}
