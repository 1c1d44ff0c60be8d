import { describe, expect, it } from 'vitest';
import { ticketSeatReplaces } from './ticket-seat';

describe('the seat a ticket fills in', () => {
  it('goes into an empty field', () => {
    expect(ticketSeatReplaces('', '13B', '', false)).toBe(true);
    expect(ticketSeatReplaces('  ', '13B', '', false)).toBe(true);
  });

  it('replaces the seat an earlier ticket filled in', () => {
    expect(ticketSeatReplaces('13B', '21A', '13B', false)).toBe(true);
  });

  it('never replaces a seat the traveller typed', () => {
    expect(ticketSeatReplaces('14C', '13B', '', false)).toBe(false);
    expect(ticketSeatReplaces('14C', '21A', '13B', false)).toBe(false);
  });

  it('leaves the field alone when the ticket has no seat', () => {
    expect(ticketSeatReplaces('', '', '', false)).toBe(false);
    expect(ticketSeatReplaces('13B', '', '13B', false)).toBe(false);
  });

  it('leaves the field alone while the traveller is in it, even empty', () => {
    expect(ticketSeatReplaces('', '13B', '', true)).toBe(false);
    expect(ticketSeatReplaces('13B', '21A', '13B', true)).toBe(false);
  });
});
