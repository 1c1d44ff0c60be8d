import type { ForgotPasswordRequest } from '@dfs/contract/account';
import type { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Forgot password (spec §7): e-mails a reset link; the answer's message is shown. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  const body: ForgotPasswordRequest = { username: email, EmailTemplateClientType: 1 };
  return apiRequest<MessageResponse>(api.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
