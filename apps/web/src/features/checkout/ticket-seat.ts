/**
 * Whether a ticket's seat goes into the seat field: only when the ticket has one, and the field is
 * empty or still shows the seat the previous ticket put there. A seat the traveller typed is theirs.
 */
export function ticketSeatReplaces(shown: string, ticketSeat: string, lastFromTicket: string): boolean {
  const current = shown.trim();
  return ticketSeat !== '' && (current === '' || current === lastFromTicket);
}
