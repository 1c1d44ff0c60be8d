import { describe, expect, it } from 'vitest';
import { isConfirmedOnPage, rememberConfirmation } from './confirmations-on-page';

describe('confirmations remembered for the page', () => {
  it('remembers a confirmation for the same product on the same page visit only', () => {
    expect(isConfirmedOnPage('visit-1', 70, 'age')).toBe(false);
    rememberConfirmation('visit-1', 70, 'age');

    expect(isConfirmedOnPage('visit-1', 70, 'age')).toBe(true);
    expect(isConfirmedOnPage('visit-1', 71, 'age')).toBe(false);
    expect(isConfirmedOnPage('visit-1', 70, 'regulation')).toBe(false);
    expect(isConfirmedOnPage('visit-2', 70, 'age')).toBe(false);
  });

  it('forgets the previous page once a confirmation is given on another', () => {
    rememberConfirmation('visit-1', 1, 'regulation');
    rememberConfirmation('visit-2', 2, 'regulation');
    expect(isConfirmedOnPage('visit-1', 1, 'regulation')).toBe(false);
    expect(isConfirmedOnPage('visit-2', 2, 'regulation')).toBe(true);
  });
});
