import type { CatalogueRepository } from './catalogue.repository';

/**
 * Lists sort by items.shown_price_minor (decision 017): it is worked out again once an offer window has
 * opened or closed, by one refresh however many reads ask for it meanwhile.
 */
export function shownPrices(repository: Pick<CatalogueRepository, 'refreshShownPrices'>, now: () => Date) {
  /** When the shown prices must be worked out again (an offer window opens or closes); 0: now. */
  let validUntil = 0;
  let refreshing: Promise<void> | undefined;
  return {
    /** Brings the shown prices up to date when an offer window has moved since the last refresh. */
    fresh(): Promise<void> {
      if (now().getTime() < validUntil) return Promise.resolve();
      refreshing ??= repository
        .refreshShownPrices(now())
        .then((next) => {
          validUntil = next ? next.getTime() : Number.POSITIVE_INFINITY;
        })
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },

    /** Prices or offers changed: the next read works the shown prices out again. */
    forget() {
      validUntil = 0;
    },
  };
}
