import type { RegistrationRequest, RegistrationResponse } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Registration (spec §7 CustomerProfile/Create); the answer signs the new customer in. */
export function register(body: RegistrationRequest): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>(api.createCustomerProfile, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
