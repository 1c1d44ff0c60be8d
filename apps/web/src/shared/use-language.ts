import type { Language } from '@dfs/i18n/languages';
import { currentLanguage, useTranslation } from './i18n';

/**
 * The interface language, re-rendering on a switch. Queries of catalogue text put it in their keys
 * and send it, so a switch shows that language's answers (cached or fetched), never the other's.
 */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
