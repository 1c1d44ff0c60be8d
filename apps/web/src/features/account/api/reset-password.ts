import type { ResetPasswordRequest } from '@dfs/contract/account';
import type { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Reset a forgotten password with the token of the e-mailed link (spec §7). */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(api.resetForgotPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
