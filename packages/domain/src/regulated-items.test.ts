import { describe, expect, it } from 'vitest';
import { purchaseConfirmationFor, regulatedItemCodes } from './regulated-items';

describe('purchaseConfirmationFor', () => {
  it('lists exactly 8 regulated codes', () => {
    expect(new Set(regulatedItemCodes).size).toBe(8);
  });

  it('asks for age on tobacco and liquor, in any case', () => {
    expect(purchaseConfirmationFor({ itemCode: 'LIQ-1', itemCategory: 'LIQUOR' })).toBe('age');
    expect(purchaseConfirmationFor({ itemCode: 'TOB-1', itemCategory: 'tobacco' })).toBe('age');
  });

  it('asks for the regulation confirmation on the listed codes, which are exempt from the age prompt', () => {
    expect(purchaseConfirmationFor({ itemCode: 'FRG-1003', itemCategory: 'LIQUOR' })).toBe('regulation');
  });

  it('asks nothing for other items', () => {
    expect(purchaseConfirmationFor({ itemCode: 'WAT-1', itemCategory: 'WATCHES' })).toBe('none');
    expect(purchaseConfirmationFor({ itemCode: 'WAT-1', itemCategory: null })).toBe('none');
  });
});
