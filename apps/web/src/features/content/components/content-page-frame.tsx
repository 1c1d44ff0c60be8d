import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';

/**
 * The long text of the information pages: a namespace of its own, downloaded only when one of these
 * pages renders (see shared/i18n.ts), and again for the new language when the language changes.
 */
export function useContentText() {
  return useTranslation('content');
}

interface ContentPageFrameProps {
  /** Page title and h1, from the main catalogue so they show before the page text arrives. */
  title: string;
  /** False while the page text is still downloading. */
  ready: boolean;
  lead?: string;
  wide?: boolean;
  children: ReactNode;
}

/**
 * A list from the page text (`returnObjects`). Until the namespace has arrived i18next answers with the
 * key itself, so anything but an array counts as an empty list.
 */
export function listOf<T>(value: readonly T[]): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** Heading, lead paragraph and body of an information page, with a quiet skeleton while its text loads. */
export function ContentPageFrame({ title, ready, lead, wide = false, children }: ContentPageFrameProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className={clsx('container-page py-8 lg:py-12', !wide && 'max-w-4xl')}>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-4xl">
        {title}
      </h1>
      {ready ? (
        <>
          {lead && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-navy-700">{lead}</p>}
          <div className="mt-8">{children}</div>
        </>
      ) : (
        <div role="status" aria-label={t('content.loading')} className="mt-6 space-y-3">
          {[90, 100, 75, 95, 60].map((width) => (
            <div
              key={width}
              aria-hidden="true"
              style={{ width: `${width}%` }}
              className="h-4 animate-pulse rounded bg-navy-100"
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** A titled block of an information page. */
export function ContentSection({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={clsx('mt-10 first:mt-0', className)}>
      <h2 id={id} className="text-xl font-semibold text-navy-950 lg:text-2xl">
        {title}
      </h2>
      <div className="mt-3 leading-relaxed text-navy-700">{children}</div>
    </section>
  );
}
