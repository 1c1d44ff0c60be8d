import { ShoppingBag } from 'lucide-react';

export const cartTriggerClass =
  'relative flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/** The bag icon with the unit count badge, shared by the plain button and the pop-up trigger. */
export function CartTriggerFace({ count }: { count: number }) {
  return (
    <>
      <ShoppingBag aria-hidden="true" className="size-6" strokeWidth={1.75} />
      <span
        aria-hidden="true"
        className="absolute -end-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-xs leading-5 font-bold text-navy-950"
      >
        {count}
      </span>
    </>
  );
}
