/**
 * Whether a ticket's seat goes into the seat field: only when the ticket has one, the traveller is not
 * in the field (an answer arriving as they start typing would join their keystrokes), and the field is
 * empty or still shows the seat the previous ticket put there. A seat the traveller typed is theirs.
 */
export function ticketSeatReplaces(
  shown: string,
  ticketSeat: string,
  lastFromTicket: string,
  editing: boolean,
): boolean {
  const current = shown.trim();
  return ticketSeat !== '' && !editing && (current === '' || current === lastFromTicket);
}
