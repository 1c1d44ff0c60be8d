import { clsx } from 'clsx';

/** A grey block of a card's size while products load, so nothing shifts when they arrive. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white"
    >
      <div className="p-3">
        <div className="aspect-square w-full animate-pulse rounded-lg bg-navy-100" />
      </div>
      <div className="flex flex-col gap-2 px-3 pb-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-navy-100" />
        <div className="h-10 w-full animate-pulse rounded bg-navy-100" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-navy-100" />
        <div className="h-11 w-full animate-pulse rounded bg-navy-100" />
      </div>
    </div>
  );
}

/** Product grid columns (spec §9 breakpoints): 2 on phones, 3 medium, 4 large. */
/** Cards in the first row of the widest grid load their images at once (the rest lazily). */
export const FIRST_ROW_CARDS = 4;

export const productGridClass = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4 lg:gap-5';
/** A card's width in that grid (`sizes`): half a phone, a third of a tablet, at most 300 px of the page. */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={clsx(productGridClass, className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
