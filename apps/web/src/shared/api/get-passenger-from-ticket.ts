import type { TicketLookupResponse } from '@dfs/contract/onboard';
import { api } from '@dfs/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The sectors a ticket holds (GetOnBoardPassengerFromTicket → paxSectorsRes, or a Message). */
export function getPassengerFromTicket(ticketNumber: string): Promise<TicketLookupResponse> {
  return apiRequest<TicketLookupResponse>(api.onboardPassengerFromTicket, {
    query: { TicketNumber: ticketNumber },
  });
}

/** A look-up runs when the traveller leaves the ticket field (on board) or completes it (checkout): a mutation. */
export function useTicketLookup() {
  return useMutation({ mutationFn: getPassengerFromTicket });
}
