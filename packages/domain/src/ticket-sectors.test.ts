import { describe, expect, it } from 'vitest';
import { sectorMatches } from './ticket-sectors';

const sector = {
  flightNumber: 'ET500',
  origin: 'ADD',
  destination: 'LHR',
  departureDate: '2026-11-26T01:30:00+03:00',
};

describe('a ticket’s sector and the flight an order names', () => {
  it('matches by number, route and the origin’s local day or exact time', () => {
    const named = { flightNumber: 'ET500', origin: 'ADD', destination: 'LHR' };
    expect(sectorMatches(sector, { ...named, departureDate: '2026-11-26' })).toBe(true);
    // The same instant in UTC is the day before, and the exact time still matches.
    expect(sectorMatches(sector, { ...named, departureDate: '2026-11-25T22:30:00.000Z' })).toBe(true);
    expect(sectorMatches(sector, { ...named, departureDate: '2026-11-25' })).toBe(false);
    expect(sectorMatches(sector, { ...named, departureDate: '2026-11-25T22:32:00Z' })).toBe(false);
  });

  it('refuses another flight, origin or destination', () => {
    const day = '2026-11-26';
    expect(
      sectorMatches(sector, { flightNumber: 'ET501', origin: 'ADD', destination: 'LHR', departureDate: day }),
    ).toBe(false);
    expect(
      sectorMatches(sector, { flightNumber: 'ET500', origin: 'LHR', destination: 'ADD', departureDate: day }),
    ).toBe(false);
    expect(
      sectorMatches(sector, { flightNumber: 'ET500', origin: 'ADD', destination: 'CDG', departureDate: day }),
    ).toBe(false);
  });
});
