import type { PassengerProfile, ProfileUpdateRequest } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { passengerProfileQueryOptions } from './get-passenger-profile';

/** Profile update (spec §7 CustomerProfile/Update). */
export function updateProfile(body: ProfileUpdateRequest): Promise<PassengerProfile> {
  return apiRequest<PassengerProfile>(api.updateCustomerProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) =>
      queryClient.setQueryData(passengerProfileQueryOptions(profile.userId).queryKey, profile),
  });
}
