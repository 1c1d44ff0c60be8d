import type { PassengerProfile } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The signed-in customer's profile (spec §7 GetPassengerProfile). */
export function getPassengerProfile(userId: number, signal?: AbortSignal): Promise<PassengerProfile> {
  return apiRequest<PassengerProfile>(api.passengerProfile, { query: { UserId: userId }, signal });
}

export const passengerProfileQueryOptions = (userId: number) =>
  queryOptions({
    // Under 'account', so sign-out drops it (shared/use-sign-out.ts).
    queryKey: ['account', 'profile', userId],
    queryFn: ({ signal }) => getPassengerProfile(userId, signal),
    staleTime: 60_000,
  });

export function usePassengerProfile(userId: number | undefined) {
  return useQuery({ ...passengerProfileQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
