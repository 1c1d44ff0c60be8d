import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useCollections } from '../api/get-collections';
import { collectionPath } from '../catalogue-links';

/** The home page's entrance to the collections: one picture tile each. */
export function CollectionTiles({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: collections = [] } = useCollections();
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="collections-heading" className={className}>
      <h2
        id="collections-heading"
        className="mb-5 border-b border-navy-100 pb-3 text-xl font-semibold tracking-tight text-navy-950 lg:text-2xl"
      >
        {t('home.collections')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {collections.map((collection) => (
          <li key={collection.id}>
            <Link
              to={collectionPath(collection)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm hover:shadow-md"
            >
              {collection.imageUrl && (
                <img
                  src={collection.imageUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
              )}
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span
                  dir="auto"
                  className="text-sm font-semibold text-navy-950 group-hover:text-gold-700 md:text-base"
                >
                  {collection.name}
                </span>
                <span dir="auto" className="line-clamp-2 text-xs text-navy-600 md:text-sm">
                  {collection.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
