import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { session } from './api';
import { AuditLogPage } from './audit-log';
import { ItemCreatePage, ItemEditPage, ItemsPage } from './items';
import { BannersPage, BrandsPage, CategoriesPage } from './merchandising';
import { OfferEditPage, OffersPage } from './offers';
import { Shell } from './shell';
import { SignInPage } from './sign-in';
import { StaffPage } from './staff';
import { WebhooksPage } from './webhooks';

function RequireStaff() {
  return session.get() ? <Outlet /> : <Navigate to="/sign-in" replace />;
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
            { index: true, element: <Navigate to="/items" replace /> },
            { path: '/items', element: <ItemsPage /> },
            { path: '/items/new', element: <ItemCreatePage /> },
            { path: '/items/:id', element: <ItemEditPage /> },
            { path: '/categories', element: <CategoriesPage /> },
            { path: '/brands', element: <BrandsPage /> },
            { path: '/banners', element: <BannersPage /> },
            { path: '/offers', element: <OffersPage /> },
            { path: '/offers/:id', element: <OfferEditPage /> },
            { path: '/staff', element: <StaffPage /> },
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
