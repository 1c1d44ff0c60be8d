import './styles.css';
import type { Language } from '@dfs/i18n/languages';
import { type DehydratedState, hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type HydrationState, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes, createAppRouter } from './app/router';
import { startSessionQueryOptions } from './app/startup/start-session';
import { createStartupLoader, EXCEPTION_PATH } from './app/startup/startup-loader';
import { markPageLive } from './shared/external-store';
import { prepareFormatters } from './shared/format';
import { hydrateInParts, nextTask } from './shared/hydrate-later';
import { initI18n } from './shared/i18n';
import { dropLanguageParam } from './shared/language-sources';

/** What a server-rendered page carries for hydration (apps/web/src/entry-server.tsx). */
interface ServerState {
  language: Language;
  namespaces: string[];
  router: HydrationState;
  queries: DehydratedState;
}

function readServerState(): ServerState | null {
  const block = document.getElementById('dfs-state');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const serverState = readServerState();
const translationsReady = initI18n(
  serverState ? { language: serverState.language, namespaces: serverState.namespaces } : undefined,
);
const queryClient = createQueryClient();
const tree = appRoutes(createStartupLoader(queryClient, translationsReady));

if (serverState) {
  void hydrate(serverState);
} else {
  // Read just now: from here on the remembered language decides, also at a reload.
  dropLanguageParam();
  markPageLive();
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter(queryClient, translationsReady, tree)} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * A server-rendered page: the screen's code and the catalogue are loaded first, so the first render
 * is the server's; the tokens are asked for once the page is live (DESIGN.md §13).
 */
async function hydrate(state: ServerState): Promise<void> {
  // Out of the task that evaluated the code: asking for the screen's chunk adds a preload link per
  // chunk it imports, a quarter of that task on the throttled phone.
  await nextTask();
  // Read by the server: from here on the remembered language decides, also at a reload. Before the
  // router reads the address.
  dropLanguageParam();
  const lazyMatches = matchRoutes(tree, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all([
    translationsReady,
    ...lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ]);
  // Each step is a task of its own, so that none holds a phone's main thread for long (TBT).
  prepareFormatters(state.language);
  await nextTask();
  hydrateQueries(queryClient, state.queries);
  const router = createAppRouter(queryClient, translationsReady, tree, state.router);
  await nextTask();
  await hydrateInParts(() =>
    hydrateRoot(
      root as HTMLElement,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The page is what the server drew: now the stores may show the browser's own state.
  markPageLive();
  // As at a client-rendered start (spec §4), a token service that fails leads to the exception screen.
  const startSession = () =>
    void queryClient.fetchQuery(startSessionQueryOptions()).catch((error: unknown) => {
      console.error('Token service failed', error);
      void router.navigate(EXCEPTION_PATH);
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(startSession, { timeout: 2_000 });
  else setTimeout(startSession, 200);
}
