import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavMenuContent, NavMenuItem, NavMenuTrigger } from '../../../shared/ui/nav-menu';

const triggerClass =
  'group inline-flex h-12 items-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-semibold text-navy-900 hover:border-gold-500 data-[state=open]:border-gold-500';

/** One of the header's mega menus: its trigger in the bar, its panel the width of the bar below it. */
export function MegaMenu({ value, label, children }: { value: string; label: string; children: ReactNode }) {
  return (
    <NavMenuItem value={value}>
      <NavMenuTrigger className={triggerClass}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </NavMenuTrigger>
      <NavMenuContent className="animate-fade-in absolute inset-x-0 top-full z-40 border-b border-navy-100 bg-white shadow-xl">
        <div className="container-page py-6">{children}</div>
      </NavMenuContent>
    </NavMenuItem>
  );
}
