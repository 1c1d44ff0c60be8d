import type { Product } from '@dfs/contract/catalogue';
import { SEARCH_TERM_MAX_LENGTH } from '@dfs/contract/defaults';
import { mediaAtWidth } from '@dfs/contract/media';
import { highlightRanges } from '@dfs/domain/search-text';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { defaultImageOf, productPath } from '../../../shared/product-display';
import { useSuggestions, wantsSuggestions } from '../api/get-suggestions';
import { searchResultsPath } from '../search-params';

/** Suggestions wait this long after the last key stroke (~200 ms). */
const DEBOUNCE_MS = 200;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** `text` with the parts the typed term matched in bold (accents and Arabic letter forms aside). */
export function Highlighted({ text, term }: { text: string; term: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of highlightRanges(text, term)) {
    if (from > at) parts.push(text.slice(at, from));
    parts.push(
      <mark key={from} className="bg-transparent font-bold text-navy-950">
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function SuggestionOption({
  product,
  term,
  id,
  active,
  onPick,
}: {
  product: Product;
  /** What the shopper typed: its matches are shown in bold. */
  term: string;
  id: string;
  active: boolean;
  onPick: () => void;
}) {
  const { price } = useFormatters();
  const image = defaultImageOf(product);
  return (
    // The combobox keeps focus in the field (aria-activedescendant), so keys are handled there.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard picking happens in the combobox field
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      // Keep focus in the field; the click still picks the option.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      className={clsx(
        'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
        active ? 'bg-navy-100' : 'hover:bg-navy-50',
      )}
    >
      {image ? (
        <img
          src={mediaAtWidth(image, 160)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 object-contain"
        />
      ) : (
        <span className="size-10 shrink-0 rounded bg-navy-50" />
      )}
      {/* dir="auto": a Latin name in an Arabic page is cut at its own end, not its start. */}
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block truncate font-normal text-navy-800">
          <Highlighted text={product.name} term={term} />
        </span>
        <span dir="auto" className="block truncate text-xs text-navy-500">
          <Highlighted text={product.brand} term={term} />
        </span>
      </span>
      <span dir="ltr" className="shrink-0 text-xs font-semibold text-navy-800">
        {price(product.offerPrice, product.currency)}
      </span>
    </div>
  );
}

/**
 * The header search (spec §5): a required field with an ARIA combobox of at most 5 suggestions for
 * terms longer than 1 character. Up/Down move, Enter opens the highlighted product or the results
 * page, Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // One search box a page, hydrated apart from the header (HydrateLater): a fixed id, not useId.
  const id = 'site-search';
  const listId = `${id}-listbox`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(term, DEBOUNCE_MS);
  const settled = debounced.trim() === term.trim();
  const { data: suggestions = [], isFetching, isSuccess } = useSuggestions(debounced);
  const inputRef = useRef<HTMLInputElement>(null);

  const showList = open && wantsSuggestions(term);
  const options = showList && settled ? suggestions : [];
  const noMatches = showList && settled && isSuccess && !isFetching && suggestions.length === 0;
  const searching = showList && !noMatches && options.length === 0 && (!settled || isFetching);

  // Leaving the page (a suggestion or a search) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  const openProduct = (product: Product) => {
    setOpen(false);
    setActive(-1);
    setTerm('');
    navigate(productPath(product));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = active >= 0 ? options[active] : undefined;
    if (picked) {
      openProduct(picked);
      return;
    }
    const trimmed = term.trim();
    if (!trimmed) return;
    setOpen(false);
    inputRef.current?.blur();
    navigate(searchResultsPath(trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const atLimit = term.length >= SEARCH_TERM_MAX_LENGTH;
  const expanded = options.length > 0 || noMatches;
  const panelShown = expanded || searching || (atLimit && open);
  return (
    <search className="block w-full">
      <form onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="term"
          required
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          aria-describedby={atLimit ? `${id}-limit` : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t('header.searchPlaceholder')}
          className="h-11 w-full rounded-full border border-white/15 bg-white ps-4 pe-12 text-sm text-navy-950 placeholder:text-navy-500"
        />
        <button
          type="submit"
          aria-label={t('header.searchSubmit')}
          className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-gold-500 text-navy-950 hover:bg-gold-400"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
        <div
          className={clsx(
            'absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-navy-100 bg-white shadow-lg',
            !panelShown && 'hidden',
          )}
        >
          {atLimit && (
            <p id={`${id}-limit`} role="status" className="bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('search.tooLong', { max: SEARCH_TERM_MAX_LENGTH })}
            </p>
          )}
          <div
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            className="max-h-96 overflow-y-auto py-1"
          >
            {options.map((product, index) => (
              <SuggestionOption
                key={product.id}
                id={`${listId}-${index}`}
                product={product}
                term={debounced}
                active={index === active}
                onPick={() => openProduct(product)}
              />
            ))}
          </div>
          {searching && <p className="px-3 py-3 text-sm text-navy-500">{t('search.searching')}</p>}
          {noMatches && (
            <p role="status" className="px-3 py-3 text-sm text-navy-600">
              {t('search.noMatches')}
            </p>
          )}
        </div>
      </form>
    </search>
  );
}
