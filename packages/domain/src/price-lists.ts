/** Price list kinds (spec §3). */
export const PriceListKind = { Volume: 1, Unit: 2, Percentage: 3, BuyGet: 4 } as const;
export type PriceListKind = (typeof PriceListKind)[keyof typeof PriceListKind];

/** Offer type of the offer price lists loaded at start-up (spec §9). */
export const StartupOfferType = 1;
