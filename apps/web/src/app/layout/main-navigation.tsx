import { NavLink } from 'react-router';
import { BrandMegaMenu } from '../../features/catalogue/components/brand-mega-menu';
import { CategoryMegaMenu } from '../../features/catalogue/components/category-mega-menu';
import { CollectionsMenu } from '../../features/catalogue/components/collections-menu';
import { useTranslation } from '../../shared/i18n';
import { NavMenu } from '../../shared/ui/nav-menu';
import { shopLinks } from './shop-links';

/** The large-screen navigation bar: category and brand mega menus, then the list pages. */
export function MainNavigation() {
  const { t } = useTranslation();
  return (
    <NavMenu
      idBase="main-nav"
      aria-label={t('header.mainNav')}
      className="relative hidden border-b border-navy-100 bg-white text-navy-950 lg:block"
    >
      <ul className="container-page flex items-center gap-1">
        <CategoryMegaMenu />
        <BrandMegaMenu />
        <CollectionsMenu />
        {shopLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="inline-flex h-12 items-center border-b-2 border-transparent px-3 text-sm font-medium text-navy-700 hover:border-gold-500 hover:text-navy-950 aria-[current=page]:border-gold-500 aria-[current=page]:text-navy-950"
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </NavMenu>
  );
}
