import type { PaxSector } from '@dfs/contract/onboard';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import { keepPreviousOfRange, ONBOARD_COOKIE, useOnboardStore } from './onboard-store';

const et920: PaxSector = {
  id: 281,
  flightNumber: 'ET920',
  origin: 'ADD',
  originAirport: 'Addis Ababa Bole International Airport',
  destination: 'LOS',
  destinationAirport: 'Murtala Muhammed International Airport',
  departureDate: '2026-11-29T07:00:00+03:00',
  ticketNumber: '0712345678903',
  seatNumber: '13J',
};

const itemsKey = (flightId: number | undefined) => ({
  queryKey: ['catalogue', 'items', { listKind: 'bestSellers', page: 2, flightId, currencyId: 2 }],
});

describe('on-board mode', () => {
  beforeEach(() => useOnboardStore.getState().setFlightDetail(null));

  it('is named in a cookie while it is on, so the server leaves the pages to the browser', () => {
    expect(readCookie(ONBOARD_COOKIE)).toBeNull();
    useOnboardStore.getState().setFlightDetail(et920);
    expect(readCookie(ONBOARD_COOKIE)).toBe('281');
    useOnboardStore.getState().setFlightDetail(null);
    expect(readCookie(ONBOARD_COOKIE)).toBeNull();
  });

  it('names a flight stored before the cookie was kept, and drops a cookie its stored flight outlived', async () => {
    localStorage.setItem(
      'dfs-onboard',
      JSON.stringify({ state: { flightDetail: et920 }, version: 0, savedAt: Date.now() }),
    );
    await useOnboardStore.persist.rehydrate();
    expect(readCookie(ONBOARD_COOKIE)).toBe('281');
    localStorage.removeItem('dfs-onboard');
    useOnboardStore.setState({ flightDetail: null });
    await useOnboardStore.persist.rehydrate();
    expect(readCookie(ONBOARD_COOKIE)).toBeNull();
  });
});

describe('keepPreviousOfRange', () => {
  const page = { items: [{ id: 1 }] };

  it('keeps the last page of the same range on screen while the next loads', () => {
    expect(keepPreviousOfRange(undefined)(page, itemsKey(undefined))).toBe(page);
    expect(keepPreviousOfRange(281)(page, itemsKey(281))).toBe(page);
  });

  it('never shows one range’s items while another’s load (entering, leaving or changing flight)', () => {
    expect(keepPreviousOfRange(281)(page, itemsKey(undefined))).toBeUndefined();
    expect(keepPreviousOfRange(undefined)(page, itemsKey(281))).toBeUndefined();
    expect(keepPreviousOfRange(282)(page, itemsKey(281))).toBeUndefined();
  });
});
