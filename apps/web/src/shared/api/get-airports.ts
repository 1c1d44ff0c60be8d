import type { AirportsResponse } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../i18n';
import { useLanguage } from '../use-language';

/** The airports of the collecting-details pickers (checkout and the order detail's change form). */
export function getAirports(language: Language, signal?: AbortSignal): Promise<AirportsResponse> {
  return apiRequest<AirportsResponse>(api.airports, { signal, language });
}

/** Airport, city and country names come in `language`. */
export const airportsQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['airports', language],
    queryFn: ({ signal }) => getAirports(language, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useAirports() {
  return useQuery(airportsQueryOptions(useLanguage()));
}
