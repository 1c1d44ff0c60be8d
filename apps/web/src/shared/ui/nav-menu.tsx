import {
  type ComponentPropsWithoutRef,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

/**
 * A navigation menu of disclosures (the header's mega menus and account pop-up): each trigger is a
 * button that shows or hides a panel of links, at most one open at a time. A mouse opens a panel by
 * resting on its trigger; a click or Enter opens or closes it; Escape (back to the trigger when focus
 * was in the menu), a click elsewhere, focus leaving the menu or a new page closes it. A panel is in
 * the page only while open, after its trigger, so Tab walks from a trigger through its links to the
 * next trigger.
 */

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 300;

interface MenuState {
  open: string | null;
  /** Opens `value` (or closes all, null); `byHover` panels close again when the pointer leaves. */
  show: (value: string | null, byHover?: boolean) => void;
  openedByHover: boolean;
  hoverIn: (value: string) => void;
  hoverOut: () => void;
  baseId: string;
}

const MenuContext = createContext<MenuState | null>(null);
const ItemContext = createContext<string>('');

function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('A nav-menu part is used outside NavMenu');
  return menu;
}

const panelId = (baseId: string, value: string) => `${baseId}-${value}-panel`;
const triggerId = (baseId: string, value: string) => `${baseId}-${value}-trigger`;
const itemId = (baseId: string, value: string) => `${baseId}-${value}-item`;

/**
 * `idBase` names the menu's parts (`<idBase>-<value>-trigger`…): a fixed name, not `useId`, so that a
 * menu can hydrate apart from the page (HydrateLater); each menu on a page has its own.
 */
export function NavMenu({
  children,
  idBase,
  ...props
}: ComponentPropsWithoutRef<'nav'> & { idBase: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const [openedByHover, setOpenedByHover] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLElement>(null);
  const baseId = idBase;
  const { pathname, search } = useLocation();

  const show = (value: string | null, byHover = false) => {
    clearTimeout(timer.current);
    setOpen(value);
    setOpenedByHover(value !== null && byHover);
  };
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };

  // A new page closes the menu (its links navigate).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what closes it
  useEffect(() => setOpen(null), [pathname, search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open === null) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      // Focus goes back to the trigger only from inside the menu, never out of the search box or a dialog.
      if (root.current?.contains(document.activeElement))
        document.getElementById(triggerId(baseId, open))?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, baseId]);

  const state: MenuState = {
    open,
    show,
    openedByHover,
    baseId,
    hoverIn: (value) => {
      if (open === value) clearTimeout(timer.current);
      else later(() => show(value, true), open === null ? HOVER_OPEN_MS : 0);
    },
    hoverOut: () => {
      if (open === null || openedByHover) later(() => setOpen(null), HOVER_CLOSE_MS);
      else clearTimeout(timer.current);
    },
  };

  return (
    <MenuContext.Provider value={state}>
      <nav
        {...props}
        ref={root}
        onPointerLeave={(event) => event.pointerType === 'mouse' && state.hoverOut()}
        // Focus moving to another entry (Tab past a panel's last link) closes the open panel.
        onFocus={(event) => {
          if (open !== null && !document.getElementById(itemId(baseId, open))?.contains(event.target))
            setOpen(null);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget)
            setOpen(null);
        }}
      >
        {children}
      </nav>
    </MenuContext.Provider>
  );
}

/** One entry of the menu's list; `value` names its panel. */
export function NavMenuItem({
  value,
  children,
  className,
}: {
  value: string;
  children: ReactNode;
  className?: string;
}) {
  const menu = useMenu();
  return (
    <ItemContext.Provider value={value}>
      <li id={itemId(menu.baseId, value)} className={className}>
        {children}
      </li>
    </ItemContext.Provider>
  );
}

export function NavMenuTrigger({ children, ...props }: Omit<ComponentPropsWithoutRef<'button'>, 'type'>) {
  const menu = useMenu();
  const value = useContext(ItemContext);
  const isOpen = menu.open === value;
  return (
    <button
      {...props}
      type="button"
      id={triggerId(menu.baseId, value)}
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId(menu.baseId, value) : undefined}
      data-state={isOpen ? 'open' : 'closed'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && menu.hoverIn(value)}
      // A panel the pointer opened stays open on the click that usually follows; a second click closes.
      onClick={() => menu.show(isOpen && !menu.openedByHover ? null : value)}
    >
      {children}
    </button>
  );
}

export function NavMenuContent({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const menu = useMenu();
  const value = useContext(ItemContext);
  if (menu.open !== value) return null;
  return (
    <div
      {...props}
      id={panelId(menu.baseId, value)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && menu.hoverIn(value)}
    >
      {children}
    </div>
  );
}
