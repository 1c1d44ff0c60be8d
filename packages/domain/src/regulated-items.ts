/**
 * The 8 fragrance item codes that contain an ingredient banned in the EU from 01.03.2022
 * (butylphenyl methylpropional). They need a destination-in-Europe confirmation and are exempt
 * from the age prompt (spec §5, §9).
 */
export const regulatedItemCodes: readonly string[] = [
  'FRG-1001',
  'FRG-1002',
  'FRG-1003',
  'FRG-1004',
  'FRG-1005',
  'FRG-1006',
  'FRG-1007',
  'FRG-1008',
];

/** Category codes whose items need the age confirmation. */
export const ageRestrictedCategoryCodes: readonly string[] = ['TOBACCO', 'LIQUOR'];

/** Minimum age for tobacco and liquor (spec §9). */
export const minimumPurchaseAge = 18;

export type PurchaseConfirmation = 'none' | 'age' | 'regulation';

/** Which confirmation an item needs before it is added to the cart. */
export function purchaseConfirmationFor(item: {
  itemCode: string;
  itemCategory: string | null;
}): PurchaseConfirmation {
  if (regulatedItemCodes.includes(item.itemCode)) return 'regulation';
  if (item.itemCategory && ageRestrictedCategoryCodes.includes(item.itemCategory.toUpperCase())) return 'age';
  return 'none';
}
