import { api } from '@dfs/contract/paths';
import type { SubmitToMailResponse } from '@dfs/contract/preorders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Order tracking: e-mails an address its pre-orders, or answers that there are none. */
export function submitToMail(email: string): Promise<SubmitToMailResponse> {
  return apiRequest<SubmitToMailResponse>(api.submitToMail, { body: { email } });
}

export function useSubmitToMail() {
  return useMutation({ mutationFn: submitToMail });
}
