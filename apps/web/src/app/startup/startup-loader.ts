import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { bannersQueryOptions } from '../../features/catalogue/api/get-banners';
import { brandsQueryOptions } from '../../features/catalogue/api/get-brands';
import { categoriesQueryOptions } from '../../features/catalogue/api/get-categories';
import { currenciesQueryOptions } from '../../features/catalogue/api/get-currencies';
import { setStartupCredentialsRenewal } from '../../shared/api-client';
import { startSessionQueryOptions } from './start-session';

export const EXCEPTION_PATH = '/exception';

/**
 * App start (spec §4): tokens first, then master data and banners. The loading screen stays up until
 * both the tokens and the translations are in; a token failure goes to the exception screen, while a
 * master-data failure just ends loading (prefetchQuery never throws).
 */
export function createStartupLoader(queryClient: QueryClient, translationsReady: Promise<unknown>) {
  setStartupCredentialsRenewal(() => queryClient.fetchQuery({ ...startSessionQueryOptions(), staleTime: 0 }));
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(startSessionQueryOptions());
    } catch (error) {
      console.error('Token service failed', error);
      await translationsReady;
      if (new URL(request.url).pathname !== EXCEPTION_PATH) throw redirect(EXCEPTION_PATH);
      return null;
    }
    await Promise.all([
      translationsReady,
      queryClient.prefetchQuery(categoriesQueryOptions()),
      queryClient.prefetchQuery(brandsQueryOptions()),
      queryClient.prefetchQuery(currenciesQueryOptions()),
      queryClient.prefetchQuery(bannersQueryOptions()),
    ]);
    return null;
  };
}
