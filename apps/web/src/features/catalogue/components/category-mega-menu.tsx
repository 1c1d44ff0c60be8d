import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useCategories } from '../api/get-categories';
import { categoryPath } from '../catalogue-links';
import { megaMenuTriggerClass } from './mega-menu-styles';

/** The header's category mega menu: every top category with its children (spec §2). */
export function CategoryMegaMenu() {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  if (categories.length === 0) return null;
  return (
    <NavigationMenu.Item value="categories">
      <NavigationMenu.Trigger className={megaMenuTriggerClass}>
        {t('header.categories')}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="container-page py-6">
        <ul className="grid grid-cols-3 gap-x-8 gap-y-6 xl:grid-cols-5">
          {categories.map((category) => (
            <li key={category.id}>
              <NavigationMenu.Link asChild>
                <Link
                  to={categoryPath(category)}
                  className="block text-sm font-semibold text-navy-950 hover:text-gold-700"
                >
                  {category.name}
                </Link>
              </NavigationMenu.Link>
              {category.children.length > 0 && (
                <ul className="mt-2 space-y-1.5">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={categoryPath(child)}
                          className="text-sm text-navy-600 hover:text-navy-950 hover:underline"
                        >
                          {child.name}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
