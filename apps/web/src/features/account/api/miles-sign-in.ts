import type { MilesSignInRequest, MilesSignInResponse } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Miles membership login (spec §7). */
export function milesSignIn(body: MilesSignInRequest): Promise<MilesSignInResponse> {
  return apiRequest<MilesSignInResponse>(api.milesSignIn, { body });
}

export function useMilesSignIn() {
  return useMutation({ mutationFn: milesSignIn });
}
