import 'i18next';
import type contentEn from '@dfs/i18n/content/en.json';
import type en from '@dfs/i18n/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; content: typeof contentEn };
    defaultVariables: { brand: string; miles: string };
  }
}
