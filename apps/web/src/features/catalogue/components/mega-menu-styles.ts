export const megaMenuTriggerClass =
  'group inline-flex h-12 items-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-semibold text-navy-900 hover:border-gold-500 data-[state=open]:border-gold-500';
