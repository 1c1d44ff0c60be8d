import { describe, expect, it } from 'vitest';
import { disruptionRefundAt } from './disruption';

const HOUR = 60 * 60 * 1000;
const cancelledAt = new Date('2026-12-01T06:00:00Z');
const after = (ms: number) => new Date(cancelledAt.getTime() + ms);

describe('when an order left on a cancelled flight is refunded', () => {
  it('waits the configured time when the ticket offers no other flight', () => {
    expect(disruptionRefundAt(cancelledAt, 72 * HOUR, [])).toEqual(after(72 * HOUR));
  });

  it('never later than the last alternative flight closes', () => {
    expect(disruptionRefundAt(cancelledAt, 72 * HOUR, [after(20 * HOUR)])).toEqual(after(20 * HOUR));
    expect(disruptionRefundAt(cancelledAt, 72 * HOUR, [after(10 * HOUR), after(30 * HOUR)])).toEqual(
      after(30 * HOUR),
    );
  });

  it('keeps the configured time when an alternative stays open longer', () => {
    expect(disruptionRefundAt(cancelledAt, 72 * HOUR, [after(200 * HOUR)])).toEqual(after(72 * HOUR));
  });

  it('ignores alternatives that had closed before the cancellation', () => {
    expect(disruptionRefundAt(cancelledAt, 72 * HOUR, [after(-HOUR)])).toEqual(after(72 * HOUR));
  });
});
