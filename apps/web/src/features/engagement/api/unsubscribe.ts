import type { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Leaves the newsletter with the token of the link in every newsletter e-mail. */
export function unsubscribe(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(api.unsubscribe, { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
