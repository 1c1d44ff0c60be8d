import ar from '@dfs/i18n/ar.json' with { type: 'json' };
import en from '@dfs/i18n/en.json' with { type: 'json' };
import { fallbackLanguage, isLanguage, type Language } from '@dfs/i18n/languages';
import zh from '@dfs/i18n/zh.json' with { type: 'json' };
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import i18next, { type TFunction } from 'i18next';

const translator = i18next.createInstance();
await translator.init({
  resources: { en: { translation: en }, zh: { translation: zh }, ar: { translation: ar } },
  fallbackLng: fallbackLanguage,
  supportedLngs: ['en', 'zh', 'ar'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A translator fixed to one language, for messages and e-mails. */
export function translatorFor(language: Language): TFunction {
  return translator.getFixedT(language);
}

/** Picks the best supported language from an Accept-Language header (RFC 9110 q-values). */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return fallbackLanguage;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.primary).find(isLanguage) ?? fallbackLanguage;
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t: TFunction;
  }
}

const locale: FastifyPluginAsync = async (app) => {
  app.decorateRequest('language', fallbackLanguage);
  app.decorateRequest('t', null as unknown as TFunction);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
    request.t = translatorFor(request.language);
  });
};

export default fp(locale, { name: 'locale' });
