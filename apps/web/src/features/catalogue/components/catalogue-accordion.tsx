import { ChevronDown, ChevronRight } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import { useCollections } from '../api/get-collections';
import { brandPath, categoryPath, collectionPath, megaMenuBrands } from '../catalogue-links';

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="border-b border-navy-100">
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 py-3.5 text-start text-base font-semibold text-navy-950">
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-navy-500 transition-transform group-data-[state=open]:rotate-180"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="pb-3">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

const linkClass = 'block rounded px-2 py-2 text-sm text-navy-700 hover:bg-navy-50 hover:text-navy-950';

/** The side drawer's category, brand and collection accordions (spec §2, small screens). */
export function CatalogueAccordion() {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  const { data: brands = [] } = useBrands();
  const { data: collections = [] } = useCollections();
  return (
    <Accordion.Root type="multiple" className="w-full">
      {categories.length > 0 && (
        <Section value="categories" title={t('header.categories')}>
          <Accordion.Root type="single" collapsible className="ps-2">
            {categories.map((category) => (
              <Accordion.Item key={category.id} value={String(category.id)}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 rounded px-2 py-2.5 text-start text-sm font-medium text-navy-900 hover:bg-navy-50">
                    {category.name}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 shrink-0 text-navy-500 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <ul className="border-s border-navy-100 ps-3">
                    <li>
                      <Link to={categoryPath(category)} className={`${linkClass} font-medium`}>
                        {t('header.allInCategory', { name: category.name })}
                      </Link>
                    </li>
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link to={categoryPath(child)} className={linkClass}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Section>
      )}
      <Section value="brands" title={t('header.brands')}>
        <ul className="grid grid-cols-2 gap-x-2 ps-2">
          {megaMenuBrands(brands).map((brand) => (
            <li key={brand.id}>
              <Link to={brandPath(brand)} className={linkClass}>
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/brands"
          className="mt-2 ms-2 inline-flex items-center gap-1 px-2 py-2 text-sm font-semibold text-navy-900"
        >
          {t('header.viewMoreBrands')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </Section>
      {collections.length > 0 && (
        <Section value="collections" title={t('header.collections')}>
          <ul className="ps-2">
            {collections.map((collection) => (
              <li key={collection.id}>
                <Link to={collectionPath(collection)} className={linkClass}>
                  {collection.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </Accordion.Root>
  );
}
