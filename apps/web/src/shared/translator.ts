import type contentEn from '@dfs/i18n/content/en.json';
import type en from '@dfs/i18n/en.json';
import { fallbackLanguage, type Language, matchLanguage } from '@dfs/i18n/languages';

/**
 * The storefront's translations (decision 038): one catalogue per language and namespace, looked up by
 * dotted key, `{{name}}` filled from the call's values and the shop's names. The catalogues hold no
 * plural forms, nesting or formats, so this is all the lookup there is; what it fetches and when is
 * the caller's (`shared/i18n.ts` in the browser, `entry-server.tsx` on the server).
 */

export interface Resources {
  translation: typeof en;
  content: typeof contentEn;
}
export type Namespace = keyof Resources;

type Join<K extends string, P extends string> = `${K}.${P}`;
/** Dotted paths to the strings of a catalogue. */
type TextKeys<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : Join<K, TextKeys<T[K]>>;
}[keyof T & string];
/** Dotted paths to anything in a catalogue (lists and groups too, read with `returnObjects`). */
type AnyKeys<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? K : K | Join<K, AnyKeys<T[K]>>;
}[keyof T & string];
type ValueAt<T, P extends string> = P extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? ValueAt<T[H], R>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export type Values = Record<string, unknown>;
export interface TOptions extends Values {
  /** Answer a list or group as it stands in the catalogue, its strings filled. */
  returnObjects?: boolean;
}

export interface TFunction<N extends Namespace = 'translation'> {
  (key: TextKeys<Resources[N]>, values?: Values): string;
  <K extends AnyKeys<Resources[N]>>(
    key: K,
    options: TOptions & { returnObjects: true },
  ): ValueAt<Resources[N], K>;
}

type Catalogue = { [key: string]: unknown };
type Listener = () => void;

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function fill(text: string, values: Values | undefined, shared: Values): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = values?.[name] ?? shared[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function fillDeep(value: unknown, values: Values | undefined, shared: Values): unknown {
  if (typeof value === 'string') return fill(value, values, shared);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, values, shared));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values, shared)]));
  return value;
}

function lookUp(catalogue: Catalogue | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

export class Translator {
  language: Language = fallbackLanguage;
  /** Values every text may use (`{{brand}}`, `{{miles}}`). */
  shared: Values = {};
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly fixed = new Map<string, TFunction<Namespace>>();
  private readonly listeners = new Set<Listener>();
  /** The namespaces asked for since the last `takeUsedNamespaces` (the server render's report). */
  private readonly used = new Set<Namespace>();
  /** Bumped at every change, so hooks re-render (`useSyncExternalStore`). */
  version = 0;

  has(language: Language, namespace: Namespace): boolean {
    return this.catalogues.has(`${language}:${namespace}`);
  }

  add(language: Language, namespace: Namespace, catalogue: Catalogue): void {
    this.catalogues.set(`${language}:${namespace}`, catalogue);
    this.fixed.clear();
    this.changed();
  }

  /** Switches the language; the caller has added its catalogues first, so no key ever shows. */
  setLanguage(code: string): void {
    const language = matchLanguage(code) ?? fallbackLanguage;
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  setShared(values: Values): void {
    this.shared = values;
    this.fixed.clear();
    this.changed();
  }

  /**
   * `t` for one language and namespace, the same function until something changes. A missing key
   * answers the key itself, as a text not yet downloaded does.
   */
  fixedT<N extends Namespace>(namespace: N, language: Language = this.language): TFunction<N> {
    this.used.add(namespace);
    const id = `${language}:${namespace}`;
    let t = this.fixed.get(id);
    if (!t) {
      const catalogue = this.catalogues.get(id);
      const shared = this.shared;
      t = ((key: string, options?: TOptions) => {
        const value = lookUp(catalogue, key);
        if (typeof value === 'string') return fill(value, options, shared);
        if (options?.returnObjects && value !== undefined) return fillDeep(value, options, shared);
        return key;
      }) as TFunction<Namespace>;
      this.fixed.set(id, t);
    }
    return t as unknown as TFunction<N>;
  }

  /** A text of the main catalogue in the current language. */
  t: TFunction = ((key: string, options?: TOptions) =>
    (this.fixedT('translation') as (k: string, o?: TOptions) => unknown)(key, options)) as TFunction;

  takeUsedNamespaces(): Namespace[] {
    const namespaces = [...this.used];
    this.used.clear();
    return namespaces;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
