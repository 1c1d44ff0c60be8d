import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n';
import { ContentPageFrame, listOf, useContentText } from './content-page-frame';
import { QuestionsCallout } from './questions-callout';

const columns = ['alcohol', 'tobacco', 'other'] as const;

// Below the md breakpoint each row becomes a card: cells stack and show their column name before the value.
const cellClass =
  'block px-4 py-1.5 align-top md:table-cell md:px-4 md:py-3 before:block before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-navy-500 before:content-[attr(data-label)] md:before:hidden';

/** /duty-free-allowances: common allowances by destination, marked as indicative. */
export function DutyFreeAllowancesPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  const rows = listOf(t('allowances.rows', { returnObjects: true }));
  return (
    <ContentPageFrame
      title={tPage('pages.dutyFreeAllowances')}
      ready={ready}
      lead={t('allowances.intro')}
      wide
    >
      <table className="block w-full text-start text-sm md:table md:overflow-hidden md:rounded-xl md:border md:border-navy-100 md:bg-white md:shadow-sm">
        <caption className="mb-3 block text-start text-base font-semibold text-navy-950 md:table-caption">
          {t('allowances.caption')}
        </caption>
        <thead className="sr-only md:not-sr-only md:table-header-group md:bg-navy-950 md:text-white">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('allowances.columns.region')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                {t(`allowances.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((row) => (
            <tr
              key={row.region}
              className="block rounded-xl border border-navy-100 bg-white py-2 shadow-sm md:table-row md:rounded-none md:border-0 md:border-t md:py-0 md:shadow-none md:even:bg-navy-50"
            >
              <th
                scope="row"
                className="block px-4 py-2 text-start text-base font-semibold text-navy-950 md:table-cell md:py-3 md:text-sm"
              >
                {row.region}
              </th>
              {columns.map((column) => (
                <td key={column} data-label={t(`allowances.columns.${column}`)} className={cellClass}>
                  {row[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div
        role="note"
        className="mt-6 flex gap-3 rounded-xl border border-gold-300 bg-gold-100 p-5 text-navy-800"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
        <div>
          <h2 className="font-semibold text-navy-950">{t('allowances.noteTitle')}</h2>
          <p className="mt-1 leading-relaxed">{t('allowances.note')}</p>
        </div>
      </div>
      <div className="mt-4 flex gap-3 rounded-xl border border-navy-100 bg-white p-5 text-navy-800">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-500" />
        <div>
          <h2 className="font-semibold text-navy-950">{t('allowances.restrictedTitle')}</h2>
          <p className="mt-1 leading-relaxed">{t('allowances.restricted')}</p>
        </div>
      </div>
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
