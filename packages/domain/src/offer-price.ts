import type { Minor } from './money';
import { roundHalfUpScaled } from './money';

export interface Offer {
  /** A percentage off when isPercentage, else an amount off in the same currency as the price. */
  salesRate: number;
  isPercentage: boolean;
}

/** The price after a special offer, rounded half-up to the minor unit and never below zero. */
export function offerPriceMinor(priceMinor: Minor, offer: Offer | null): Minor {
  if (!offer || !(offer.salesRate > 0)) return priceMinor;
  const reduced = offer.isPercentage
    ? priceMinor - roundHalfUpScaled((priceMinor * Math.min(offer.salesRate, 100)) / 100, 0)
    : priceMinor - roundHalfUpScaled(offer.salesRate, 2);
  return Math.max(0, reduced);
}
