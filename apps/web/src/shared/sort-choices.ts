/** The orders a shopper can pick on a product list, as `sortBy-sortOrder` values (i18n `catalogue.sort.*`). */
export const listSortChoices = [
  { value: 'ByPrice-DESC', labelKey: 'priceDesc' },
  { value: 'ByPrice-ASC', labelKey: 'priceAsc' },
  { value: 'ByName-ASC', labelKey: 'nameAsc' },
  { value: 'ByName-DESC', labelKey: 'nameDesc' },
  { value: 'ByDate-DESC', labelKey: 'newest' },
] as const;

/** Search results add relevance, their own first order. */
export const searchSortChoices = [
  { value: 'Default-DESC', labelKey: 'relevance' },
  ...listSortChoices,
] as const;
