import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchResultsPath } from '../search-params';

/** The header search (spec §5: the term is required); Enter opens the results. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) navigate(searchResultsPath(trimmed));
  };

  return (
    <search className="block w-full">
      <form onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          name="term"
          required
          autoComplete="off"
          enterKeyHint="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
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
      </form>
    </search>
  );
}
