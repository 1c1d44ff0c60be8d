import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useBrands } from '../api/get-brands';
import { brandPath, megaMenuBrands } from '../catalogue-links';
import { MegaMenu } from './mega-menu';

/** The header's brand mega menu: up to 21 power brands and a link to all brands (spec §2). */
export function BrandMegaMenu() {
  const { t } = useTranslation();
  const { data: brands = [] } = useBrands();
  const featured = megaMenuBrands(brands);
  return (
    <MegaMenu value="brands" label={t('header.brands')}>
      <ul className="grid grid-cols-4 gap-3 xl:grid-cols-7">
        {featured.map((brand) => (
          <li key={brand.id}>
            <Link
              to={brandPath(brand)}
              className="flex h-16 items-center justify-center rounded-md border border-navy-100 bg-white px-3 text-center text-sm font-medium text-navy-900 hover:border-gold-500"
            >
              {brand.brandImageURL ? (
                <img
                  src={brand.brandImageURL}
                  alt={brand.name}
                  loading="lazy"
                  className="max-h-10 max-w-full object-contain"
                />
              ) : (
                brand.name
              )}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/brands"
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-navy-900 hover:text-gold-700"
      >
        {t('header.viewMoreBrands')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </MegaMenu>
  );
}
