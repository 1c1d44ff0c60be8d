/** Minimum age for tobacco and liquor (spec §9). */
export const minimumPurchaseAge = 18;

export type PurchaseConfirmation = 'none' | 'age' | 'regulation';

/**
 * Which confirmation an item needs before it is added to the cart. The flags come from the API (staff
 * keep the regulated items and age-restricted categories, decision 035). A regulated item (the EU
 * fragrance prompt) is exempt from the age prompt (spec §5, §9).
 */
export function purchaseConfirmationFor(item: {
  regulated: boolean;
  ageRestricted: boolean;
}): PurchaseConfirmation {
  if (item.regulated) return 'regulation';
  if (item.ageRestricted) return 'age';
  return 'none';
}
