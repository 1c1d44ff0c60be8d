import { describe, expect, it } from 'vitest';
import { purchaseConfirmationFor } from './regulated-items';

describe('purchaseConfirmationFor', () => {
  it('asks for the age confirmation of an age-restricted item', () => {
    expect(purchaseConfirmationFor({ regulated: false, ageRestricted: true })).toBe('age');
  });

  it('asks for the EU confirmation of a regulated item, which is exempt from the age prompt', () => {
    expect(purchaseConfirmationFor({ regulated: true, ageRestricted: false })).toBe('regulation');
    expect(purchaseConfirmationFor({ regulated: true, ageRestricted: true })).toBe('regulation');
  });

  it('asks nothing for other items', () => {
    expect(purchaseConfirmationFor({ regulated: false, ageRestricted: false })).toBe('none');
  });
});
