import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { session } from './api';
import { AuditLogPage } from './audit-log';
import { BulkPage } from './bulk';
import { ItemCreatePage, ItemEditPage, ItemsPage } from './items';
import { BannersPage, BrandsPage, CategoriesPage } from './merchandising';
import { OfferEditPage, OffersPage } from './offers';
import { Shell } from './shell';
import { SignInPage } from './sign-in';
import { WebhooksPage } from './webhooks';

function RequireStaff() {
  return session.get() ? <Outlet /> : <Navigate to="/sign-in" replace />;
}

/** The first screen a staff member's roles allow: items, or (stations) import / export. */
function Home() {
  const roles = session.get()?.staff.roles ?? [];
  const itemsAllowed = roles.includes('merchandiser') || roles.includes('admin');
  return <Navigate to={itemsAllowed ? '/items' : '/bulk'} replace />;
}

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    {
      element: <RequireStaff />,
      children: [
        {
          element: <Shell />,
          children: [
            { index: true, element: <Home /> },
            { path: '/items', element: <ItemsPage /> },
            { path: '/items/new', element: <ItemCreatePage /> },
            { path: '/items/:id', element: <ItemEditPage /> },
            { path: '/categories', element: <CategoriesPage /> },
            { path: '/brands', element: <BrandsPage /> },
            { path: '/banners', element: <BannersPage /> },
            { path: '/offers', element: <OffersPage /> },
            { path: '/offers/:id', element: <OfferEditPage /> },
            { path: '/bulk', element: <BulkPage /> },
            { path: '/audit-log', element: <AuditLogPage /> },
            { path: '/webhooks', element: <WebhooksPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/ops' },
);

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
