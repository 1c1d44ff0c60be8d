import { storefrontRoutes } from '@dfs/contract/paths';
import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../shared/ui/not-found-screen';
import { ExceptionScreen } from './errors/exception-screen';
import { lazyPage } from './lazy-page';

/** Every route of spec §2. Screens load as their own chunks; the error screens ship with the shell. */
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../features/catalogue/components/home-page').then((m) => m.HomePage)),
  },

  // Catalogue
  {
    path: 'product-detail/:id',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-detail-page').then((m) => m.ProductDetailPage),
    ),
  },
  {
    path: 'product-list/:categoryName/:categoryId',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.CategoryProductsPage),
    ),
  },
  {
    path: 'product-list-by-brand/:brandName/:brandId',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.BrandProductsPage),
    ),
  },
  {
    path: 'brands',
    lazy: lazyPage(() => import('../features/catalogue/components/brands-page').then((m) => m.BrandsPage)),
  },
  {
    path: 'new-arrivals',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.NewArrivalsPage),
    ),
  },
  {
    path: 'best-sellers',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.BestSellersPage),
    ),
  },
  {
    path: 'travel-exclusives',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.TravelExclusivesPage),
    ),
  },
  {
    path: 'deals',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.DealsPage),
    ),
  },
  {
    path: 'offers',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.OffersPage),
    ),
  },
  {
    path: 'special-offers',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.SpecialOffersPage),
    ),
  },
  {
    path: 'promotions',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.PromotionsPage),
    ),
  },
  {
    path: 'collections/:id',
    lazy: lazyPage(() =>
      import('../features/catalogue/components/product-list-pages').then((m) => m.CollectionPage),
    ),
  },
  {
    path: 'promocode-products/:promocode?',
    lazy: lazyPage(() =>
      import('../features/cart/components/promo-code-products-page').then((m) => m.PromoCodeProductsPage),
    ),
  },

  // Search
  {
    path: 'SearchResult',
    lazy: lazyPage(() =>
      import('../features/search/components/search-results-page').then((m) => m.SearchResultsPage),
    ),
  },

  // Account
  {
    path: 'account',
    lazy: lazyPage(() =>
      import('../features/account/components/account-choice-page').then((m) => m.AccountChoicePage),
    ),
  },
  {
    path: storefrontRoutes.login,
    lazy: lazyPage(() => import('../features/account/components/login-page').then((m) => m.LoginPage)),
  },
  {
    path: 'shebamiles/login',
    lazy: lazyPage(() =>
      import('../features/account/components/miles-login-page').then((m) => m.MilesLoginPage),
    ),
  },
  {
    path: 'registration',
    lazy: lazyPage(() =>
      import('../features/account/components/registration-page').then((m) => m.RegistrationPage),
    ),
  },
  {
    path: 'guest-checkout',
    lazy: lazyPage(() =>
      import('../features/account/components/guest-checkout-page').then((m) => m.GuestCheckoutPage),
    ),
  },
  {
    path: 'guest-reg',
    lazy: lazyPage(() =>
      import('../features/account/components/guest-registration-page').then((m) => m.GuestRegistrationPage),
    ),
  },
  {
    path: storefrontRoutes.forgotPassword,
    lazy: lazyPage(() =>
      import('../features/account/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: storefrontRoutes.resetPassword,
    lazy: lazyPage(() =>
      import('../features/account/components/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: 'account/dashboard',
    lazy: lazyPage(() =>
      import('../features/account/components/dashboard-page').then((m) => m.DashboardPage),
    ),
  },
  {
    path: 'account/account-details',
    lazy: lazyPage(() =>
      import('../features/account/components/account-details-page').then((m) => m.AccountDetailsPage),
    ),
  },

  // Orders
  {
    path: 'account/orders',
    lazy: lazyPage(() => import('../features/orders/components/orders-page').then((m) => m.OrdersPage)),
  },
  {
    path: 'account/orders/:id',
    lazy: lazyPage(() =>
      import('../features/orders/components/order-detail-page').then((m) => m.OrderDetailPage),
    ),
  },
  {
    path: 'order-tracking',
    lazy: lazyPage(() =>
      import('../features/orders/components/order-tracking-page').then((m) => m.OrderTrackingPage),
    ),
  },

  // Cart and checkout
  {
    path: 'cart',
    lazy: lazyPage(() => import('../features/cart/components/cart-page').then((m) => m.CartPage)),
  },
  {
    path: 'checkout',
    lazy: lazyPage(() => import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage)),
  },
  {
    path: storefrontRoutes.confirmation,
    lazy: lazyPage(() =>
      import('../features/checkout/components/confirmation-page').then((m) => m.ConfirmationPage),
    ),
  },
  {
    path: storefrontRoutes.paymentFailure,
    lazy: lazyPage(() =>
      import('../features/checkout/components/payment-result-pages').then((m) => m.PaymentFailurePage),
    ),
  },
  {
    path: storefrontRoutes.paymentCancel,
    lazy: lazyPage(() =>
      import('../features/checkout/components/payment-result-pages').then((m) => m.PaymentCancelPage),
    ),
  },
  {
    path: storefrontRoutes.paymentPending,
    lazy: lazyPage(() =>
      import('../features/checkout/components/payment-result-pages').then((m) => m.PaymentPendingPage),
    ),
  },
  {
    path: storefrontRoutes.paymentError,
    lazy: lazyPage(() =>
      import('../features/checkout/components/payment-result-pages').then((m) => m.PaymentErrorPage),
    ),
  },

  // Engagement
  {
    path: storefrontRoutes.unsubscribe,
    lazy: lazyPage(() =>
      import('../features/engagement/components/unsubscribe-page').then((m) => m.UnsubscribePage),
    ),
  },
  {
    path: 'feed-back',
    lazy: lazyPage(() =>
      import('../features/engagement/components/feedback-page').then((m) => m.FeedbackPage),
    ),
  },

  // Content
  {
    path: 'Special',
    lazy: lazyPage(() => import('../features/content/components/special-page').then((m) => m.SpecialPage)),
  },
  {
    path: 'what-is-preorder',
    lazy: lazyPage(() =>
      import('../features/content/components/what-is-preorder-page').then((m) => m.WhatIsPreorderPage),
    ),
  },
  {
    path: 'FAQ',
    lazy: lazyPage(() => import('../features/content/components/faq-page').then((m) => m.FaqPage)),
  },
  {
    path: 'how-to-order',
    lazy: lazyPage(() =>
      import('../features/content/components/how-to-order-page').then((m) => m.HowToOrderPage),
    ),
  },
  {
    path: 'terms-and-conditions',
    lazy: lazyPage(() => import('../features/content/components/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage(() =>
      import('../features/content/components/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
    ),
  },
  {
    path: 'duty-free-allowances',
    lazy: lazyPage(() =>
      import('../features/content/components/duty-free-allowances-page').then(
        (m) => m.DutyFreeAllowancesPage,
      ),
    ),
  },
  {
    path: 'after-sales-support',
    lazy: lazyPage(() =>
      import('../features/content/components/after-sales-support-page').then((m) => m.AfterSalesSupportPage),
    ),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() =>
      import('../features/content/components/contact-us-page').then((m) => m.ContactUsPage),
    ),
  },

  // Errors
  { path: 'exception', Component: ExceptionScreen },
  { path: '404', Component: NotFoundScreen },
  { path: '*', Component: NotFoundScreen },
];
