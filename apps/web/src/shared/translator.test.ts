import { describe, expect, it, vi } from 'vitest';
import { Translator, type Values } from './translator';

const en = { cart: { title: 'Cart', items: '{{count}} items at {{brand}}' }, app: { name: '{{brand}}' } };
const ar = { cart: { title: 'السلة', items: '{{count}} منتجات في {{brand}}' }, app: { name: '{{brand}}' } };
const content = { faq: { groups: [{ title: 'About {{brand}}', items: ['Earn {{miles}}', 'Pay'] }] } };

/** `t` without the storefront's key types: these catalogues are the test's own. */
const text = (translations: Translator, key: string, values?: Values) =>
  (translations.t as unknown as (key: string, values?: Values) => string)(key, values);

function translator(): Translator {
  const translations = new Translator();
  translations.add('en', 'translation', en);
  translations.add('ar', 'translation', ar);
  translations.setShared({ brand: 'Horizon', miles: 'ShebaMiles' });
  return translations;
}

describe('Translator', () => {
  it('looks a dotted key up in the current language and fills its values and the shop names', () => {
    const translations = translator();
    expect(text(translations, 'cart.title')).toBe('Cart');
    expect(text(translations, 'cart.items', { count: 3 })).toBe('3 items at Horizon');
    translations.setLanguage('ar-SA');
    expect(translations.language).toBe('ar');
    expect(text(translations, 'cart.items', { count: 0 })).toBe('0 منتجات في Horizon');
  });

  it('answers the key for a missing text or catalogue, and leaves an unknown value as written', () => {
    const translations = translator();
    expect(text(translations, 'cart.missing')).toBe('cart.missing');
    expect(text(translations, 'cart.items')).toBe('{{count}} items at Horizon');
    translations.setLanguage('zh');
    expect(text(translations, 'cart.title')).toBe('cart.title');
    translations.setLanguage('fr');
    expect(translations.language).toBe('en');
  });

  it('answers lists with their strings filled, only when asked for objects', () => {
    const translations = translator();
    const t = translations.fixedT('content');
    // Before the namespace arrives a list is its key, as any missing text is.
    expect(t('faq.groups', { returnObjects: true })).toBe('faq.groups');
    translations.add('en', 'content', content);
    const loaded = translations.fixedT('content');
    expect(loaded('faq.groups', { returnObjects: true })).toEqual([
      { title: 'About Horizon', items: ['Earn ShebaMiles', 'Pay'] },
    ]);
    expect((loaded as unknown as (key: string) => string)('faq.groups')).toBe('faq.groups');
  });

  it('keeps one t per language and namespace until something changes, and tells subscribers', () => {
    const translations = translator();
    const listener = vi.fn();
    const stop = translations.subscribe(listener);
    const t = translations.fixedT('translation');
    expect(translations.fixedT('translation')).toBe(t);
    translations.setLanguage('ar');
    translations.setLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    translations.add('zh', 'translation', { cart: { title: '购物车' } });
    expect(translations.fixedT('translation', 'en')).not.toBe(t);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    translations.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reports the namespaces used since it was last asked (the server render names those for the browser)', () => {
    const translations = translator();
    translations.takeUsedNamespaces();
    translations.fixedT('content');
    text(translations, 'cart.title');
    expect(translations.takeUsedNamespaces().sort()).toEqual(['content', 'translation']);
    expect(translations.takeUsedNamespaces()).toEqual([]);
  });
});
