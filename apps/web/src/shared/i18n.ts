import arUrl from '@dfs/i18n/ar.json?url';
import arContentUrl from '@dfs/i18n/content/ar.json?url';
import enContentUrl from '@dfs/i18n/content/en.json?url';
import zhContentUrl from '@dfs/i18n/content/zh.json?url';
import enUrl from '@dfs/i18n/en.json?url';
import { directionOf, fallbackLanguage, isLanguage, type Language, matchLanguage } from '@dfs/i18n/languages';
import zhUrl from '@dfs/i18n/zh.json?url';
import { useEffect } from 'react';
import { brandName, milesProgramName } from './brand';
import { useExternalStore } from './external-store';
import { detectLanguages, fetchCatalogue, LANGUAGE_STORAGE_KEY, rememberLanguage } from './language-sources';
import { onStoredInOtherTab } from './other-tabs';
import { type Namespace, type TFunction, Translator } from './translator';

const catalogueUrls: Record<Language, string> = { en: enUrl, zh: zhUrl, ar: arUrl };
/**
 * The long text of the information pages is its own namespace, fetched only when one of those pages
 * renders (`useTranslation('content')`), so a first visit downloads the short UI strings alone.
 */
const contentUrls: Record<Language, string> = { en: enContentUrl, zh: zhContentUrl, ar: arContentUrl };

/** The hashed address of one language's catalogue (the server names the page's own for boot.js to fetch). */
export function catalogueUrl(language: Language, namespace: Namespace = 'translation'): string {
  return (namespace === 'content' ? contentUrls : catalogueUrls)[language];
}

/** The storefront's one set of translations (the server render fills it with every catalogue). */
export const translator = new Translator();

/** The active interface language. */
export function currentLanguage(): Language {
  return translator.language;
}

const loading = new Map<string, Promise<void>>();

/** Downloads one catalogue unless it is here; a failure leaves the keys showing and is logged. */
function ensureLoaded(language: Language, namespace: Namespace): Promise<void> {
  if (translator.has(language, namespace)) return Promise.resolve();
  const id = `${language}:${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = fetchCatalogue(catalogueUrl(language, namespace))
      .then((catalogue) => translator.add(language, namespace, catalogue))
      .catch((error: unknown) =>
        console.error(`The ${language} ${namespace} texts could not be loaded`, error),
      )
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

const languageListeners = new Set<(language: Language) => void>();

/** Called after each switch of language; answers the function that stops it. */
export function onLanguageChanged(listener: (language: Language) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/**
 * Writes only what differs: setting `lang` or `dir`, even to the value it has, makes the browser
 * restyle every element of the page (their `:lang` and `:dir` may have changed).
 */
function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  const dir = directionOf(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Switches the interface language: the new language's catalogues for the namespaces in use arrive
 * first, so no key shows; then the page, the cookie the server reads and storage follow. When the
 * main catalogue cannot be had, nothing changes.
 */
export async function changeLanguage(code: string): Promise<void> {
  const language = matchLanguage(code) ?? fallbackLanguage;
  const inUse: Namespace[] = translator.has(translator.language, 'content')
    ? ['translation', 'content']
    : ['translation'];
  await Promise.all(inUse.map((namespace) => ensureLoaded(language, namespace)));
  // Offline or refused: the page stays in the language it can show rather than turning into keys.
  if (!translator.has(language, 'translation')) return;
  const changed = language !== translator.language;
  translator.setLanguage(language);
  rememberLanguage(language);
  applyDocumentLanguage(language);
  if (changed) for (const listener of [...languageListeners]) listener(language);
}

/**
 * Follows a language chosen in another tab or window of the shop, so that tabs sharing one cookie never
 * show two languages. Returns the unsubscribe function.
 */
export function followLanguageInOtherTabs(): () => void {
  return onStoredInOtherTab(LANGUAGE_STORAGE_KEY, (stored) => {
    const language = stored ? matchLanguage(stored) : undefined;
    if (language && language !== translator.language) void changeLanguage(language);
  });
}

/** The first detected language the shop speaks, else English. */
function detectLanguage(): Language {
  for (const code of detectLanguages()) if (isLanguage(code)) return code;
  return fallbackLanguage;
}

/**
 * Starts the translations: the language comes from ?lng, the cookie, storage, the browser or
 * <html lang>; only the active catalogue is downloaded (each is a hashed, cache-forever asset). A
 * server-rendered page gives the language the server chose and the namespaces it used, so hydration
 * matches it.
 */
export async function initI18n(server?: { language: Language; namespaces: string[] }): Promise<void> {
  translator.setShared({ brand: brandName, miles: milesProgramName });
  const language = server?.language ?? detectLanguage();
  const namespaces = (server?.namespaces ?? ['translation']).filter(
    (namespace): namespace is Namespace => namespace === 'translation' || namespace === 'content',
  );
  await Promise.all(namespaces.map((namespace) => ensureLoaded(language, namespace)));
  translator.setLanguage(language);
  rememberLanguage(language);
  applyDocumentLanguage(language);
}

/** What components translate with: the hook `useTranslation` answers beside `t`. */
export const i18n = {
  get language(): Language {
    return translator.language;
  },
  changeLanguage,
};

/**
 * The texts of one namespace in the current language, re-rendering when the language changes or the
 * namespace arrives (`ready` is false until then, and `t` answers keys).
 */
export function useTranslation<N extends Namespace = 'translation'>(
  namespace?: N,
): { t: TFunction<N>; i18n: typeof i18n; ready: boolean } {
  const ns = (namespace ?? 'translation') as N;
  // The version moves when a catalogue arrives, the language when it is switched.
  useExternalStore(translator.subscribe, translator.getVersion, translator.getVersion);
  const language = useExternalStore(translator.subscribe, currentLanguage, currentLanguage);
  useEffect(() => {
    void ensureLoaded(language, ns);
  }, [language, ns]);
  return { t: translator.fixedT(ns, language), i18n, ready: translator.has(language, ns) };
}
