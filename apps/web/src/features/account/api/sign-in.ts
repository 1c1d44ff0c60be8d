import type { SignInRequest, SignInResponse } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Site login (spec §7): username or e-mail and password. */
export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return apiRequest<SignInResponse>(api.signIn, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
