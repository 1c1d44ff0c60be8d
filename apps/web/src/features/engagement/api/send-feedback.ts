import type { FeedbackRequest, MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Customer feedback (spec §7 CustomerFeedBack/Create). */
export function sendFeedback(body: FeedbackRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(api.feedback, { body });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
