import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { hasStartupCredentials } from '../shared/api-client';
import { RootErrorBoundary, RouteErrorBoundary } from './errors/route-error-boundary';
import { LoadingScreen } from './layout/loading-screen';
import { RootLayout } from './layout/root-layout';
import { routes } from './routes';
import { createStartupLoader } from './startup/startup-loader';

export const ROOT_ROUTE_ID = 'root';

/** The route tree with its root; the server gives the root its own (empty) loader. */
export function appRoutes(loader: RouteObject['loader']): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader,
      // Start-up runs once; it runs again only if the token service failed (e.g. "Try again").
      shouldRevalidate: () => !hasStartupCredentials(),
      HydrateFallback: LoadingScreen,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [{ ErrorBoundary: RouteErrorBoundary, children: routes }],
    },
  ];
}

/**
 * The browser router. `hydrationData` is the server's router state for a server-rendered page: the
 * start-up loader then does not run before the first paint (the tokens are fetched after it).
 */
export function createAppRouter(
  queryClient: QueryClient,
  translationsReady: Promise<unknown>,
  tree: RouteObject[] = appRoutes(createStartupLoader(queryClient, translationsReady)),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(tree, hydrationData ? { hydrationData } : {});
}
