import { describe, expect, it } from 'vitest';
import { checkTicketLimits, comparableName, isTicketPassenger, sameFamilyName } from './ticket-limits';

describe('ticket names', () => {
  it('matches a family name however it is typed', () => {
    expect(sameFamilyName('girma', 'GIRMA')).toBe(true);
    expect(sameFamilyName(' Yusuf-Otieno ', 'YUSUF OTIENO')).toBe(true);
    expect(sameFamilyName("O'Neill", 'ONEILL')).toBe(true);
    expect(sameFamilyName('Müller', 'MULLER')).toBe(true);
    expect(sameFamilyName('حداد', 'حداد')).toBe(true);
    expect(comparableName('Ló Pez')).toBe('lopez');
  });

  it('refuses another name, and an empty one', () => {
    expect(sameFamilyName('Girma', 'Tesfaye')).toBe(false);
    expect(sameFamilyName('', '')).toBe(false);
    expect(sameFamilyName('-', '')).toBe(false);
  });

  it('takes a customer for the passenger only when both names match', () => {
    const passenger = { firstName: 'AMINA', lastName: 'YUSUF' };
    expect(isTicketPassenger({ firstName: 'Amina', lastName: 'Yusuf' }, passenger)).toBe(true);
    expect(isTicketPassenger({ firstName: 'Omar', lastName: 'Yusuf' }, passenger)).toBe(false);
  });
});

describe('ticket limits', () => {
  const holdings = (openOrders: number, held: [number, number][] = []) => ({
    openOrders,
    held: new Map(held),
  });
  const base = { perSector: 5, itemLimits: new Map<number, number | null>([[7, 2]]) };

  it('refuses a sixth open order on the ticket and flight', () => {
    expect(
      checkTicketLimits({ ...base, holdings: holdings(5), adding: [{ itemId: 1, quantity: 1 }] }),
    ).toEqual({
      kind: 'tooManyOrders',
      limit: 5,
    });
    expect(
      checkTicketLimits({ ...base, holdings: holdings(4), adding: [{ itemId: 1, quantity: 1 }] }),
    ).toBeNull();
  });

  it('holds at most an item’s order limit across the ticket’s open orders', () => {
    const one = holdings(1, [[7, 1]]);
    expect(checkTicketLimits({ ...base, holdings: one, adding: [{ itemId: 7, quantity: 1 }] })).toBeNull();
    expect(checkTicketLimits({ ...base, holdings: one, adding: [{ itemId: 7, quantity: 2 }] })).toEqual({
      kind: 'itemLimit',
      itemId: 7,
      limit: 2,
      held: 1,
    });
    // Items without a limit are not counted.
    expect(checkTicketLimits({ ...base, holdings: one, adding: [{ itemId: 8, quantity: 9 }] })).toBeNull();
  });
});
