import type { i18n as I18n, Namespace, TFunction } from 'i18next';

/**
 * react-i18next as the server render uses it (vite.config.ts puts this module in its place for the
 * SSR build only; the browser keeps the library). A render is one language and never updates, so
 * `useTranslation` is the instance's fixed `t` for the language and namespace, with no subscription
 * and no per-component copy of the i18next instance, which the library makes at every mount (a tenth
 * of the server's CPU when rendering the home page; decision 037). The namespaces used are reported
 * as the library reports them, for the page to name the catalogues the browser loads.
 */

let instance: I18n | undefined;
/** The instance's `t` by language and namespace. */
const fixed = new Map<string, TFunction>();

export const initReactI18next = {
  type: '3rdParty' as const,
  init(i18n: I18n) {
    instance = i18n;
    fixed.clear();
  },
};

type Report = NonNullable<I18n['reportNamespaces']>;

function newReport(): Report {
  const used = new Set<string>();
  return {
    addUsedNamespaces: (namespaces: readonly string[]) => {
      for (const ns of namespaces) used.add(ns);
    },
    getUsedNamespaces: () => [...used],
  } as Report;
}

export function useTranslation(ns?: Extract<Namespace, string>) {
  const i18n = instance;
  if (!i18n) throw new Error('The server render started before i18next (initReactI18next)');
  const namespace = ns ?? 'translation';
  i18n.reportNamespaces ??= newReport();
  i18n.reportNamespaces.addUsedNamespaces([namespace]);
  const key = `${i18n.language}\u0000${namespace}`;
  let t = fixed.get(key);
  if (!t) {
    t = i18n.getFixedT(i18n.language, namespace);
    fixed.set(key, t);
  }
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true as const });
}
