import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AccountMenu } from '../../features/account/components/account-menu';
import { CartButton } from '../../features/cart/components/cart-button';
import { CurrencyPicker } from '../../features/catalogue/components/currency-picker';
import { OnboardBanner, OnboardButton } from '../../features/onboard/components/onboard-mode';
import { SearchBox } from '../../features/search/components/search-box';
import { brandName } from '../../shared/brand';
import { HydrateLater } from '../../shared/hydrate-later';
import { useTranslation } from '../../shared/i18n';
import { BrandMark } from './brand-mark';
import { LanguagePicker } from './language-picker';
import { MainNavigation } from './main-navigation';

const loadDrawer = () => import('./mobile-drawer');
// The drawer (Radix Dialog and Accordion) loads on first use, keeping it out of the shell chunk.
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <header className="z-40 bg-navy-950 text-white lg:sticky lg:top-0">
      {/* Phones: menu, brand and icons on one row (the brand name shrinks first), search below. */}
      <div className="container-page flex flex-wrap items-center gap-x-1 gap-y-2 py-2 lg:flex-nowrap lg:gap-x-5 lg:py-3">
        <button
          type="button"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={() => void loadDrawer()}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          className="-ms-2 flex size-11 items-center justify-center rounded-full hover:bg-white/10 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link
          to="/"
          aria-label={t('header.home', { brand: brandName })}
          className="flex min-w-0 flex-1 basis-0 items-center gap-2 rounded-md py-1 lg:flex-none lg:basis-auto lg:gap-2.5"
        >
          <BrandMark className="size-8 shrink-0" />
          <span className="line-clamp-2 text-sm leading-tight font-semibold tracking-tight min-[480px]:line-clamp-1 min-[480px]:text-lg md:text-xl">
            {brandName}
          </span>
        </Link>
        {/* The search, the large screens' pickers and the icons hydrate in tasks of their own (HydrateLater). */}
        <div className="order-last w-full lg:order-none lg:mx-auto lg:w-auto lg:max-w-xl lg:flex-1">
          <HydrateLater>
            <SearchBox />
          </HydrateLater>
        </div>
        <div className="ms-auto flex shrink-0 items-center lg:ms-0 lg:gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <HydrateLater>
              <CurrencyPicker variant="header" />
              <LanguagePicker variant="header" />
            </HydrateLater>
          </div>
          <HydrateLater>
            <OnboardButton />
            <AccountMenu />
            <CartButton />
          </HydrateLater>
        </div>
      </div>
      <OnboardBanner />
      {/* Hidden on phones. */}
      <HydrateLater>
        <MainNavigation />
      </HydrateLater>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </header>
  );
}
