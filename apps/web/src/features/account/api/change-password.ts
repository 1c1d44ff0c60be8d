import type { ChangePasswordRequest } from '@dfs/contract/account';
import type { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Change password (spec §7); signed-in only. */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(api.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
