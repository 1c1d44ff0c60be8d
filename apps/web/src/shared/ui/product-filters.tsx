import type { ListFacets } from '@dfs/contract/catalogue';
import { clsx } from 'clsx';
import { SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { usePageLive } from '../external-store';
import { HydrateLater } from '../hydrate-later';
import { useTranslation } from '../i18n';
import { activeFilterCount, hasImpossiblePriceRange, type ListFilterState, noFilters } from '../list-filters';
import { Button } from './button';

/** Choices shown before "Show all". */
const FIRST_CHOICES = 6;

interface ProductFiltersProps {
  facets: ListFacets | undefined;
  filters: ListFilterState;
  onChange: (next: ListFilterState) => void;
  /** The code of the selected currency: price bounds are in it. */
  currency: string;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-navy-950">{legend}</legend>
      <div className="flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

function Choice({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count: number;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-navy-800 hover:bg-navy-50',
        count === 0 && !checked && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={count === 0 && !checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-4 shrink-0 accent-navy-900"
      />
      <span dir="auto" className="min-w-0 flex-1 truncate">
        {label}
      </span>
      <span className="shrink-0 text-xs text-navy-500">{count}</span>
    </label>
  );
}

function ChoiceList({
  choices,
  selected,
  onChange,
}: {
  choices: ListFacets['brands'];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? choices : choices.slice(0, FIRST_CHOICES);
  // A chosen choice stays in view even when it is past the first few.
  const hiddenSelected = all ? [] : choices.slice(FIRST_CHOICES).filter((c) => selected.includes(c.id));
  return (
    <>
      {[...shown, ...hiddenSelected].map((choice) => (
        <Choice
          key={choice.id}
          label={choice.name}
          count={choice.count}
          checked={selected.includes(choice.id)}
          onToggle={(checked) =>
            onChange(checked ? [...selected, choice.id] : selected.filter((id) => id !== choice.id))
          }
        />
      ))}
      {choices.length > FIRST_CHOICES && (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="mt-1 self-start text-sm font-medium text-navy-700 underline underline-offset-2 hover:text-navy-950"
        >
          {all ? t('filters.showLess') : t('filters.showMore', { count: choices.length })}
        </button>
      )}
    </>
  );
}

function PriceRange({
  facets,
  filters,
  onChange,
}: Omit<ProductFiltersProps, 'facets' | 'currency'> & { facets: ListFacets }) {
  const { t } = useTranslation();
  // Fixed ids, not useId: a page has one filter panel, and it hydrates apart (HydrateLater).
  const id = 'filter-price';
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  // A range typed into the address that can match nothing is not applied: say so at once.
  const [error, setError] = useState<string | null>(() =>
    hasImpossiblePriceRange(filters) ? t('filters.priceInvalid') : null,
  );
  const read = (value: string) => {
    const number = Number(value.replace(',', '.'));
    return value.trim() === '' || !Number.isFinite(number) || number < 0 ? undefined : number;
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [from, to] = [read(min), read(max)];
    if (from !== undefined && to !== undefined && from > to) {
      setError(t('filters.priceInvalid'));
      return;
    }
    setError(null);
    onChange({ ...filters, minPrice: from, maxPrice: to });
  };
  const range = facets.priceRange;
  const input =
    'h-10 w-full min-w-0 rounded-md border border-navy-200 bg-white px-2 text-sm text-navy-950 placeholder:text-navy-400';
  return (
    <form onSubmit={apply} className="flex flex-col gap-2" noValidate>
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-navy-600">
          {t('filters.min')}
          <input
            id={`${id}-min`}
            inputMode="decimal"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            placeholder={range ? String(Math.floor(range.min)) : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            dir="ltr"
            className={input}
          />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-navy-600">
          {t('filters.max')}
          <input
            id={`${id}-max`}
            inputMode="decimal"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            placeholder={range ? String(Math.ceil(range.max)) : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            dir="ltr"
            className={input}
          />
        </label>
        <Button type="submit" variant="outline" className="h-10 min-h-10 shrink-0 px-3">
          {t('filters.apply')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Filters for a product list or search result (issue 19 point 4): brand, category, price range in the
 * selected currency, on offer, travel exclusive, in stock, with counts beside each choice. Groups with
 * a single choice (a brand's own page) are left out.
 */
export function ProductFilters({ facets, filters: applied, onChange: apply, currency }: ProductFiltersProps) {
  const { t } = useTranslation();
  // A choice shows at once; the address (and so `applied`) follows a moment later.
  const [filters, setFilters] = useState(applied);
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the applied filters by value
  useEffect(() => setFilters(applied), [appliedKey]);
  const onChange = (next: ListFilterState) => {
    setFilters(next);
    apply(next);
  };
  const panelId = 'list-filters';
  // Closed in the server's HTML; opened on a wide screen once the page is live (hydrated whole), so
  // both renders agree.
  const [open, setOpen] = useState(false);
  const pageLive = usePageLive();
  useEffect(() => {
    if (pageLive && window.matchMedia?.('(min-width: 1024px)').matches) setOpen(true);
  }, [pageLive]);
  const active = activeFilterCount(filters);
  const showBrands = facets && (facets.brands.length > 1 || filters.brandIds.length > 0);
  const showCategories = facets && (facets.categories.length > 1 || filters.categoryIds.length > 0);
  return (
    <HydrateLater>
      <div className="mt-4 rounded-xl border border-navy-100 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-2 p-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-navy-950 hover:bg-navy-50"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('filters.show')}
            {active > 0 && (
              <span className="rounded-full bg-navy-900 px-2 py-0.5 text-xs text-white">
                <span aria-hidden="true">{active}</span>
                <span className="sr-only">{t('filters.active', { count: active })}</span>
              </span>
            )}
          </button>
          {active > 0 && (
            <button
              type="button"
              onClick={() => onChange(noFilters)}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-navy-700 underline underline-offset-2 hover:text-navy-950"
            >
              <X aria-hidden="true" className="size-4" />
              {t('filters.clear')}
            </button>
          )}
        </div>
        <div
          id={panelId}
          hidden={!open}
          className="grid gap-6 border-t border-navy-100 p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {facets ? (
            <>
              {showBrands && (
                <Group legend={t('filters.brand')}>
                  <ChoiceList
                    choices={facets.brands}
                    selected={filters.brandIds}
                    onChange={(brandIds) => onChange({ ...filters, brandIds })}
                  />
                </Group>
              )}
              {showCategories && (
                <Group legend={t('filters.category')}>
                  <ChoiceList
                    choices={facets.categories}
                    selected={filters.categoryIds}
                    onChange={(categoryIds) => onChange({ ...filters, categoryIds })}
                  />
                </Group>
              )}
              <Group legend={t('filters.price', { currency })}>
                <PriceRange
                  key={`${filters.minPrice}:${filters.maxPrice}`}
                  facets={facets}
                  filters={filters}
                  onChange={onChange}
                />
              </Group>
              <Group legend={t('filters.showOnly')}>
                <Choice
                  label={t('filters.onOffer')}
                  count={facets.onOffer}
                  checked={filters.onOffer}
                  onToggle={(onOffer) => onChange({ ...filters, onOffer })}
                />
                <Choice
                  label={t('filters.travelExclusive')}
                  count={facets.travelExclusive}
                  checked={filters.travelExclusive}
                  onToggle={(travelExclusive) => onChange({ ...filters, travelExclusive })}
                />
                <Choice
                  label={t('filters.inStock')}
                  count={facets.inStock}
                  checked={filters.inStock}
                  onToggle={(inStock) => onChange({ ...filters, inStock })}
                />
              </Group>
            </>
          ) : (
            <p className="text-sm text-navy-500">…</p>
          )}
        </div>
      </div>
    </HydrateLater>
  );
}
