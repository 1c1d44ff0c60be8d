/** The list pages linked from the navigation bar and the drawer. */
export const shopLinks = [
  { to: '/new-arrivals', labelKey: 'header.newArrivals' },
  { to: '/best-sellers', labelKey: 'header.bestSellers' },
  { to: '/travel-exclusives', labelKey: 'header.travelExclusives' },
  { to: '/deals', labelKey: 'header.deals' },
  { to: '/promotions', labelKey: 'header.promotions' },
  { to: '/promocode-products', labelKey: 'header.promoCodes' },
  { to: '/Special', labelKey: 'header.preOrder' },
] as const;
