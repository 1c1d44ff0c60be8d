import ar from '@dfs/i18n/ar.json' with { type: 'json' };
import en from '@dfs/i18n/en.json' with { type: 'json' };
import { fallbackLanguage, type Language, matchLanguage, negotiateLanguage } from '@dfs/i18n/languages';
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

/**
 * The language of a request: its `lng` query (as the storefront's own links carry it), else its
 * Accept-Language; regional forms (`zh-TW`, `ar-EG`) count as their language, anything else is English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lng = query?.lng;
  if (typeof lng === 'string' && lng.length > 0 && lng.length <= 35) {
    return matchLanguage(lng) ?? fallbackLanguage;
  }
  return negotiateLanguage(request.headers['accept-language']);
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
    request.language = requestLanguage(request);
    request.t = translatorFor(request.language);
  });
  // Answers differ by language: shared caches must key them by Accept-Language too (a `lng` query is
  // already part of the URL).
  app.addHook('onSend', async (_request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, accept-language` : 'accept-language');
    }
  });
};

export default fp(locale, { name: 'locale' });
