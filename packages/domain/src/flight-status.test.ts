import { describe, expect, it } from 'vitest';
import { canSetFlightStatus, nextFlightStatuses } from './flight-status';

describe('flight status', () => {
  it('lets a flight not yet gone be retimed, cancelled or depart', () => {
    expect(nextFlightStatuses('scheduled')).toEqual(['retimed', 'cancelled', 'departed']);
    expect(canSetFlightStatus('retimed', 'retimed')).toBe(true);
    expect(canSetFlightStatus('departed', 'arrived')).toBe(true);
  });

  it('keeps cancelled and arrived final, and never goes back', () => {
    expect(nextFlightStatuses('cancelled')).toEqual([]);
    expect(nextFlightStatuses('arrived')).toEqual([]);
    expect(canSetFlightStatus('departed', 'cancelled')).toBe(false);
    expect(canSetFlightStatus('scheduled', 'arrived')).toBe(false);
    expect(canSetFlightStatus('scheduled', 'scheduled')).toBe(false);
  });
});
