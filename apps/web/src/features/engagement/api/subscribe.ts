import type { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Newsletter subscription (spec §7); the answer's message is shown to the traveller. */
export function subscribe(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(api.subscribe, { body: { email } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
