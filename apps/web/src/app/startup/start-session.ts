import { api } from '@dfs/contract/paths';
import type { TokenStartupResponse } from '@dfs/contract/token';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, setStartupCredentials } from '../../shared/api-client';

/** The token service: the app's client token, the visitor's anonymous session and the API base URL. */
export async function startSession(signal?: AbortSignal): Promise<TokenStartupResponse> {
  const credentials = await apiRequest<TokenStartupResponse>(api.tokenStartup, { signal });
  setStartupCredentials(credentials);
  return credentials;
}

export const startSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'startup'],
    queryFn: ({ signal }) => startSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
