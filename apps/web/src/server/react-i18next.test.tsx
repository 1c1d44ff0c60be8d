// @vitest-environment node
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initReactI18next, useTranslation } from './react-i18next';

function Greeting() {
  // The keys of this test's own resources, not the shop's typed catalogue.
  const t = useTranslation().t as unknown as (key: string, options?: object) => string;
  const tContent = useTranslation('content')[0] as unknown as (key: string) => string;
  return <p>{`${t('hello', { name: 'Lina' })} / ${tContent('item')}`}</p>;
}

async function instance() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: {
      en: { translation: { hello: 'Hello {{name}}' }, content: { item: 'Watch' } },
      ar: { translation: { hello: 'مرحبا {{name}}' }, content: { item: 'ساعة' } },
    },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['translation', 'content'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('the server render’s useTranslation', () => {
  it('translates in the instance’s language, and follows a change of language', async () => {
    const i18n = await instance();
    expect(renderToString(<Greeting />)).toContain('Hello Lina / Watch');
    await i18n.changeLanguage('ar');
    expect(renderToString(<Greeting />)).toContain('مرحبا Lina / ساعة');
  });

  it('reports the namespaces a render used, as react-i18next does', async () => {
    const i18n = (await instance()) as unknown as {
      reportNamespaces?: { getUsedNamespaces(): string[] };
    };
    const used = () => i18n.reportNamespaces?.getUsedNamespaces().sort();
    delete i18n.reportNamespaces;
    renderToString(<Greeting />);
    expect(used()).toEqual(['content', 'translation']);
  });
});
