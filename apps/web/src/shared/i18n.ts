import arUrl from '@dfs/i18n/ar.json?url';
import arContentUrl from '@dfs/i18n/content/ar.json?url';
import enContentUrl from '@dfs/i18n/content/en.json?url';
import zhContentUrl from '@dfs/i18n/content/zh.json?url';
import enUrl from '@dfs/i18n/en.json?url';
import {
  directionOf,
  fallbackLanguage,
  isLanguage,
  type Language,
  languages,
  matchLanguage,
} from '@dfs/i18n/languages';
import zhUrl from '@dfs/i18n/zh.json?url';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brandName, milesProgramName } from './brand';
import { catalogueBackend, languageDetector } from './i18n-plugins';

const catalogueUrls: Record<Language, string> = { en: enUrl, zh: zhUrl, ar: arUrl };
/**
 * The long text of the information pages is its own namespace, fetched only when one of those pages
 * renders (`useTranslation('content')`), so a first visit downloads the short UI strings alone.
 */
const contentUrls: Record<Language, string> = { en: enContentUrl, zh: zhContentUrl, ar: arContentUrl };
export const CONTENT_NAMESPACE = 'content';

/** The hashed address of one language's catalogue (the server preloads the page's own). */
export function catalogueUrl(language: Language, namespace: string = 'translation'): string {
  return (namespace === CONTENT_NAMESPACE ? contentUrls : catalogueUrls)[language];
}

/** The active interface language, narrowed to a supported one. */
export function currentLanguage(): Language {
  // A regional form (zh-CN, ar-SA) counts as its language.
  const language = (i18n.resolvedLanguage ?? i18n.language)?.split('-')[0]?.toLowerCase();
  return isLanguage(language) ? language : fallbackLanguage;
}

function applyDocumentLanguage(language: string): void {
  const code = matchLanguage(language) ?? fallbackLanguage;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/**
 * Starts i18next: the language comes from ?lng, the cookie, storage, the browser or <html lang>;
 * only the active catalogue is downloaded (each is a hashed, cache-forever asset). A server-rendered
 * page gives the language the server chose and the namespaces it used, so hydration matches it.
 */
export function initI18n(server?: { language: Language; namespaces: string[] }): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(
      catalogueBackend((lng, namespace) => {
        const language = isLanguage(lng) ? lng : fallbackLanguage;
        return (namespace === CONTENT_NAMESPACE ? contentUrls : catalogueUrls)[language];
      }),
    )
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: languages.map((l) => l.code),
      // Unsupported languages fall back to English; supported ones need no fallback file because the
      // three catalogues hold the same keys (checked by packages/i18n/src/catalogues.test.ts).
      fallbackLng: { default: [fallbackLanguage], en: [], zh: [], ar: [] },
      load: 'languageOnly',
      ...(server ? { lng: server.language } : {}),
      ns: server?.namespaces ?? ['translation'],
      defaultNS: 'translation',
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: {
        escapeValue: false,
        defaultVariables: { brand: brandName, miles: milesProgramName },
      },
      react: { useSuspense: false },
    });
}

export { i18n };
