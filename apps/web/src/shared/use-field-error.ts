import type en from '@dfs/i18n/en.json';
import { useTranslation } from './i18n';

/** The messages of the contract's schemas are keys of the catalogues' `validation` section. */
export type ValidationKey = `validation.${keyof (typeof en)['validation']}`;

/** Turns a contract schema's message (a `validation.*` key) into the traveller's language. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? t(message as ValidationKey) : undefined);
}
