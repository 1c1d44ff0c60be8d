import { type PaginationModel, paginationModel } from '@dfs/domain/pagination';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HydrateLater } from '../hydrate-later';
import { useTranslation } from '../i18n';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
  className?: string;
}

const cell =
  'flex size-10 items-center justify-center rounded-md border text-sm font-semibold transition-colors';

function Control({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={clsx(cell, 'border-navy-100 text-navy-300')}>
        <span className="sr-only">{label}</span>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      aria-label={label}
      className={clsx(cell, 'border-navy-200 bg-white text-navy-900 hover:border-navy-400')}
    >
      {children}
    </Link>
  );
}

/** First, previous, numbered pages with ellipses, next and last (spec §4); nothing for a single page. */
export function Pagination(props: PaginationProps) {
  const model = paginationModel(props.page, props.totalPages);
  if (model.items.length === 0) return null;
  // Below the cards: its links (an address each) are worked out and hydrated in a task of their own.
  return (
    <HydrateLater>
      <PaginationNav {...props} model={model} />
    </HydrateLater>
  );
}

function PaginationNav({
  page,
  totalPages,
  hrefFor,
  className,
  model,
}: PaginationProps & { model: PaginationModel }) {
  const { t } = useTranslation();
  const icon = 'size-4 rtl:-scale-x-100';
  return (
    <nav aria-label={t('catalogue.pagination.label')} className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <Control to={model.hasFirst ? hrefFor(1) : null} label={t('catalogue.pagination.first')}>
            <ChevronsLeft aria-hidden="true" className={icon} />
          </Control>
        </li>
        <li>
          <Control
            to={model.hasPrevious ? hrefFor(page - 1) : null}
            label={t('catalogue.pagination.previous')}
          >
            <ChevronLeft aria-hidden="true" className={icon} />
          </Control>
        </li>
        {model.items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className="px-1 text-navy-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={t('catalogue.pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={clsx(
                  cell,
                  item.page === page
                    ? 'border-navy-900 bg-navy-900 text-white'
                    : 'border-navy-200 bg-white text-navy-900 hover:border-navy-400',
                )}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <Control to={model.hasNext ? hrefFor(page + 1) : null} label={t('catalogue.pagination.next')}>
            <ChevronRight aria-hidden="true" className={icon} />
          </Control>
        </li>
        <li>
          <Control to={model.hasLast ? hrefFor(totalPages) : null} label={t('catalogue.pagination.last')}>
            <ChevronsRight aria-hidden="true" className={icon} />
          </Control>
        </li>
      </ul>
    </nav>
  );
}
