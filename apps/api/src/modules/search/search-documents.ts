import { documentTokens, normaliseSearchText } from '@dfs/domain/search-text';
import type { SearchDocumentRow } from './search.repository';

/** An item's text in one language (English is the fallback for any field a language lacks). */
export interface ItemText {
  itemId: number;
  locale: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  topCategory: string | null;
  /** The item's sales: suggestions rank the best sellers first. */
  popularity: number;
}

/** One search document: name, label (brand and categories) and every word, normalised and tokenised. */
export function buildSearchDocument(text: ItemText): SearchDocumentRow {
  const nameTokens = documentTokens(text.name);
  const labelTokens = documentTokens([text.brand, text.category, text.topCategory ?? ''].join(' '));
  return {
    itemId: text.itemId,
    locale: text.locale,
    name: normaliseSearchText(text.name),
    nameTokens,
    labelTokens,
    tokens: [...new Set([...nameTokens, ...labelTokens, ...documentTokens(text.description)])],
    popularity: text.popularity,
  };
}
