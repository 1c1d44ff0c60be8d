import type { PassengerProfile, ProfileUpdateRequest } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passengerProfileQueryOptions } from '../../../shared/api/get-passenger-profile';
import { apiRequest } from '../../../shared/api-client';

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
