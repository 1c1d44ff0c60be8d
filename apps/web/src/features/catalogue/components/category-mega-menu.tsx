import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useCategories } from '../api/get-categories';
import { categoryPath } from '../catalogue-links';
import { MegaMenu } from './mega-menu';

/** The header's category mega menu: every top category with its children (spec §2). */
export function CategoryMegaMenu() {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  if (categories.length === 0) return null;
  return (
    <MegaMenu value="categories" label={t('header.categories')}>
      <ul className="grid grid-cols-3 gap-x-8 gap-y-6 xl:grid-cols-5">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryPath(category)}
              className="block text-sm font-semibold text-navy-950 hover:text-gold-700"
            >
              {category.name}
            </Link>
            {category.children.length > 0 && (
              <ul className="mt-2 space-y-1.5">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={categoryPath(child)}
                      className="text-sm text-navy-600 hover:text-navy-950 hover:underline"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </MegaMenu>
  );
}
