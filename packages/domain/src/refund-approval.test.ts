import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SECOND_APPROVAL_ABOVE_USD_MINOR,
  mayDecideRefund,
  needsSecondApproval,
} from './refund-approval';

const limit = DEFAULT_SECOND_APPROVAL_ABOVE_USD_MINOR;

describe('needsSecondApproval', () => {
  it('lets one agent refund a small order that was never replaced', () => {
    expect(needsSecondApproval({ amountUsdMinor: 80_00, aboveUsdMinor: limit, replaced: false })).toBeNull();
    expect(needsSecondApproval({ amountUsdMinor: 0, aboveUsdMinor: limit, replaced: false })).toBeNull();
  });

  it('wants a second approver after a replacement, whatever the amount', () => {
    expect(needsSecondApproval({ amountUsdMinor: 1, aboveUsdMinor: limit, replaced: true })).toBe('replaced');
    expect(needsSecondApproval({ amountUsdMinor: 900_00, aboveUsdMinor: limit, replaced: true })).toBe(
      'replaced',
    );
  });

  it('wants a second approver above the limit, not at it', () => {
    expect(needsSecondApproval({ amountUsdMinor: limit, aboveUsdMinor: limit, replaced: false })).toBeNull();
    expect(needsSecondApproval({ amountUsdMinor: limit + 1, aboveUsdMinor: limit, replaced: false })).toBe(
      'amount',
    );
  });

  it('with a limit of 0 asks for a second approver on every refund that moves money', () => {
    expect(needsSecondApproval({ amountUsdMinor: 1, aboveUsdMinor: 0, replaced: false })).toBe('amount');
    expect(needsSecondApproval({ amountUsdMinor: 0, aboveUsdMinor: 0, replaced: false })).toBeNull();
  });
});

describe('mayDecideRefund', () => {
  it('refuses the requester and accepts anyone else', () => {
    expect(mayDecideRefund(7, 7)).toBe(false);
    expect(mayDecideRefund(7, 8)).toBe(true);
  });
});
