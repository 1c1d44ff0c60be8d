import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useCollections } from '../api/get-collections';
import { collectionPath } from '../catalogue-links';
import { MegaMenu } from './mega-menu';

/** The header's collections menu: every collection with its picture and description. */
export function CollectionsMenu() {
  const { t } = useTranslation();
  const { data: collections = [] } = useCollections();
  if (collections.length === 0) return null;
  return (
    <MegaMenu value="collections" label={t('header.collections')}>
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {collections.map((collection) => (
          <li key={collection.id}>
            <Link
              to={collectionPath(collection)}
              className="flex items-center gap-3 rounded-lg border border-navy-100 bg-white p-3 hover:border-gold-500"
            >
              {collection.imageUrl && (
                <img
                  src={collection.imageUrl}
                  alt=""
                  loading="lazy"
                  className="size-14 shrink-0 rounded-md object-cover"
                />
              )}
              <span className="min-w-0">
                <span dir="auto" className="block text-sm font-semibold text-navy-950">
                  {collection.name}
                </span>
                <span dir="auto" className="line-clamp-2 text-xs text-navy-600">
                  {collection.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </MegaMenu>
  );
}
