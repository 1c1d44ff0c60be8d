import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { session } from './api';
import { AuditLogPage } from './audit-log';
import { BulkPage } from './bulk';
import { CarePage } from './care';
import { CareOrderPage } from './care-order';
import { CollectionsPage } from './collections';
import { CrewFlightsPage } from './crew/crew-flights';
import { isCrewOnly } from './crew/crew-frame';
import { CrewHandOverPage } from './crew/crew-hand-over';
import { CurrenciesPage } from './currencies';
import { EnrolPage } from './enrol';
import { FlightPage } from './flight';
import { FlightsPage } from './flights';
import { HandOverFlagsPage } from './hand-over-flags';
import { ItemCreatePage, ItemEditPage } from './item-edit';
import { ItemsPage } from './items';
import { BannersPage, BrandsPage, CategoriesPage } from './merchandising';
import { MyPasswordPage } from './my-password';
import { OfferEditPage, OffersPage } from './offer-list';
import { PartnersPage } from './partners';
import { PickListPage } from './pick-list';
import { PriceRuleEditPage, PriceRulesPage } from './price-rule-list';
import { PromoCodeEditPage, PromoCodesPage } from './promo-code-list';
import { RegulationPage } from './regulation';
import { ReportsPage } from './reports';
import { Shell } from './shell';
import { SignInPage } from './sign-in';
import { StaffPage } from './staff';
import { WebhooksPage } from './webhooks';
import { PreOrderWindowsPage } from './windows';

function RequireStaff() {
  return session.get() ? <Outlet /> : <Navigate to="/sign-in" replace />;
}

/**
 * Where a staff member lands: the crew on their hand-over pages (loaded afresh, for their service
 * worker), others on the first screen their roles open.
 */
function Home() {
  const roles = session.get()?.staff.roles ?? [];
  if (isCrewOnly(roles)) {
    window.location.replace('/ops/crew');
    return null;
  }
  const to = roles.some((r) => r === 'merchandiser' || r === 'admin')
    ? '/items'
    : roles.includes('station')
      ? '/flights'
      : roles.includes('care')
        ? '/care'
        : '/items';
  return <Navigate to={to} replace />;
}

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/enrol', element: <EnrolPage /> },
    {
      element: <RequireStaff />,
      children: [
        // The crew's phone pages: their own layout, and they work offline (DESIGN.md §11).
        { path: '/crew', element: <CrewFlightsPage /> },
        { path: '/crew/flights/:id', element: <CrewHandOverPage /> },
        {
          element: <Shell />,
          children: [
            { index: true, element: <Home /> },
            { path: '/items', element: <ItemsPage /> },
            { path: '/items/new', element: <ItemCreatePage /> },
            { path: '/items/:id', element: <ItemEditPage /> },
            { path: '/categories', element: <CategoriesPage /> },
            { path: '/brands', element: <BrandsPage /> },
            { path: '/collections', element: <CollectionsPage /> },
            { path: '/banners', element: <BannersPage /> },
            { path: '/offers', element: <OffersPage /> },
            { path: '/offers/:id', element: <OfferEditPage /> },
            { path: '/care', element: <CarePage /> },
            { path: '/care/orders/:id', element: <CareOrderPage /> },
            { path: '/reports', element: <ReportsPage /> },
            { path: '/price-rules', element: <PriceRulesPage /> },
            { path: '/price-rules/:id', element: <PriceRuleEditPage /> },
            { path: '/promo-codes', element: <PromoCodesPage /> },
            { path: '/promo-codes/:id', element: <PromoCodeEditPage /> },
            { path: '/currencies', element: <CurrenciesPage /> },
            { path: '/regulation', element: <RegulationPage /> },
            { path: '/bulk', element: <BulkPage /> },
            { path: '/staff', element: <StaffPage /> },
            { path: '/my-password', element: <MyPasswordPage /> },
            { path: '/audit-log', element: <AuditLogPage /> },
            { path: '/webhooks', element: <WebhooksPage /> },
            { path: '/partners', element: <PartnersPage /> },
            { path: '/hand-over-flags', element: <HandOverFlagsPage /> },
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
