import 'i18next';
import type en from '@dfs/i18n/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    defaultVariables: { brand: string; miles: string };
  }
}
