import { Privilege } from '@dfs/contract/privileges';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiCallSpec, apiRequest } from '../../../shared/api-client';

// Not yet in packages/contract/src/paths.ts; the path and label are those of spec §6–§7.
const subscribeCall = {
  method: 'POST',
  path: '/PreOrder/api/V1.0/PreOrder/SubscribetoMail',
  privilege: Privilege.PreOrderSubscribeToMail,
} as const satisfies ApiCallSpec;

const SubscribeResponse = z.object({ message: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/** Newsletter subscription (spec §7); the answer's message is shown to the traveller. */
export function subscribe(email: string): Promise<SubscribeResponse> {
  return apiRequest(subscribeCall, { schema: SubscribeResponse, body: { email } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
