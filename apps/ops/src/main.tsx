import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { session } from './api';
import { AuditLogPage } from './audit-log';
import { FlightPage } from './flight';
import { FlightsPage } from './flights';
import { ItemCreatePage, ItemEditPage, ItemsPage } from './items';
import { BannersPage, BrandsPage, CategoriesPage } from './merchandising';
import { OfferEditPage, OffersPage } from './offers';
import { PickListPage } from './pick-list';
import { Shell } from './shell';
import { SignInPage } from './sign-in';
import { WebhooksPage } from './webhooks';
import { PreOrderWindowsPage } from './windows';

function RequireStaff() {
  return session.get() ? <Outlet /> : <Navigate to="/sign-in" replace />;
}

/** Where a staff member starts: the first screen their roles open. */
function Home() {
  const roles = session.get()?.staff.roles ?? [];
  const start = roles.some((r) => r === 'merchandiser' || r === 'admin')
    ? '/items'
    : roles.includes('station')
      ? '/flights'
      : '/items';
  return <Navigate to={start} replace />;
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
            { path: '/audit-log', element: <AuditLogPage /> },
            { path: '/webhooks', element: <WebhooksPage /> },
            { path: '/flights', element: <FlightsPage /> },
            { path: '/flights/:id', element: <FlightPage /> },
            { path: '/flights/:id/pick-list', element: <PickListPage /> },
            { path: '/pre-order-windows', element: <PreOrderWindowsPage /> },
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
