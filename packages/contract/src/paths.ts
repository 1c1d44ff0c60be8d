import { Privilege } from './privileges';

/**
 * Every call of the store API: its path (spec §7 and DESIGN.md §5, spelling included) and the
 * privilege label it requires. `null` means the call needs no token and no label.
 */
export const api = {
  tokenStartup: { method: 'POST', path: '/User/api/V1.0/Token/Startup', privilege: null },

  // Accounts and identity
  signIn: { method: 'POST', path: '/User/api/V1.0/Account/SignIn', privilege: Privilege.PreOrderAccess },
  milesSignIn: {
    method: 'POST',
    path: '/User/api/V1.0/Account/ShebamilesSignIn',
    privilege: Privilege.PreOrderAccess,
  },
  refreshToken: {
    method: 'POST',
    path: '/User/api/V1.0/Account/RefreshToken',
    privilege: Privilege.PreOrderAccess,
  },
  signOut: { method: 'POST', path: '/User/api/V1.0/Account/SignOut', privilege: Privilege.PreOrderAccess },
  forgotPassword: {
    method: 'POST',
    path: '/User/api/V1.0/Password/ForgotPassword',
    privilege: Privilege.PreOrderAccess,
  },
  resetForgotPassword: {
    method: 'POST',
    path: '/User/api/V1.0/Password/ResetForgotPassword',
    privilege: Privilege.PreOrderAccess,
  },
  changePassword: {
    method: 'POST',
    path: '/User/api/V1.0/Password/ChangePassword',
    privilege: Privilege.PreOrderAccess,
  },
  createCustomerProfile: {
    method: 'POST',
    path: '/MasterData/api/V1.0/CustomerProfile/Create',
    privilege: Privilege.AccountSave,
  },
  updateCustomerProfile: {
    method: 'PUT',
    path: '/MasterData/api/V1.0/CustomerProfile/Update',
    privilege: Privilege.AccountSave,
  },
  passengerProfile: {
    method: 'GET',
    path: '/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile',
    privilege: Privilege.PreOrderAccess,
  },

  categories: {
    method: 'GET',
    path: '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical',
    privilege: Privilege.PreOrderAccess,
  },
  brands: { method: 'GET', path: '/MasterData/api/V1.0/Brand/GetAll', privilege: Privilege.PreOrderAccess },
  currencies: {
    method: 'GET',
    path: '/MasterData/api/V1.0/Currency/GetAll',
    privilege: Privilege.PreOrderAccess,
  },
  banners: { method: 'GET', path: '/PreOrder/api/V1.0/Banner/GetAll', privilege: Privilege.PreOrderAccess },
  airports: {
    method: 'GET',
    path: '/MasterData/api/V1.0/Airport/GetAll',
    privilege: Privilege.PreOrderAccess,
  },

  preOrderItems: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/GetPreOrderItems',
    privilege: Privilege.PreOrderAccess,
  },
  items: { method: 'GET', path: '/PreOrder/api/V1.0/PreOrder/GetItems', privilege: Privilege.PreOrderAccess },
  searchItems: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/SearchItems',
    privilege: Privilege.PreOrderAccess,
  },
  itemById: { method: 'GET', path: '/MasterData/api/V1.0/Item/GetById', privilege: Privilege.PreOrderAccess },
  itemDetail: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/GetItemDetail',
    privilege: Privilege.PreOrderAccess,
  },
  similarItems: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/GetSimilarItems',
    privilege: Privilege.PreOrderGetSimilarItems,
  },
  collectionById: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/Collection/GetById',
    privilege: Privilege.PreOrderAccess,
  },
  collections: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/Collection/GetAll',
    privilege: Privilege.PreOrderAccess,
  },

  volumePrices: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/GetPricesForVolumeOrder',
    privilege: Privilege.PreOrderAccess,
  },
  priceListByPromoCode: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PriceList/GetPriceListByPromoCode',
    privilege: Privilege.PreOrderAccess,
  },
  priceListsByOfferType: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PriceList/GetPriceListByOfferType',
    privilege: Privilege.PreOrderAccess,
  },
  cartQuote: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/GetCartQuote',
    privilege: Privilege.PreOrderAccess,
  },

  onboardPassengerFromTicket: {
    method: 'GET',
    path: '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket',
    privilege: Privilege.OnBoardGetPassengerFromTicket,
  },
  onboardItems: {
    method: 'GET',
    path: '/OnBoardOrder/api/V1.0/OnBoardOrder/GetAllOnBoardItems',
    privilege: Privilege.PreOrderAccess,
  },
  submitOnBoardOrder: {
    method: 'POST',
    path: '/OnBoardOrder/api/V1.0/OnBoardOrder/SubmitOnBoardOrder',
    privilege: Privilege.OnBoardSubmitOrder,
  },

  subscribe: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/SubscribetoMail',
    privilege: Privilege.PreOrderSubscribeToMail,
  },
  unsubscribe: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/UnsubscribeFromMail',
    privilege: Privilege.PreOrderSubscribeToMail,
  },
  feedback: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/CustomerFeedBack/Create',
    privilege: Privilege.PreOrderAccess,
  },
  // Checkout, payment and the pre-order lifecycle.
  createPreOrder: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/Create',
    privilege: Privilege.PreOrderAccess,
  },
  myOrders: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/GetMyOrders',
    privilege: Privilege.PreOrderAccess,
  },
  ordersOnMyTickets: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/GetOrdersOnMyTickets',
    privilege: Privilege.PreOrderAccess,
  },
  myOrderById: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/GetMyOrderById',
    privilege: Privilege.PreOrderAccess,
  },
  orderByCode: {
    method: 'GET',
    path: '/PreOrder/api/V1.0/PreOrder/GetOrderByCode',
    privilege: Privilege.PreOrderAccess,
  },
  cancelPreOrder: {
    method: 'PUT',
    path: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
    privilege: Privilege.PreOrderAccess,
  },
  moveToFlight: {
    method: 'PUT',
    path: '/PreOrder/api/V1.0/PreOrder/MoveToFlight',
    privilege: Privilege.PreOrderAccess,
  },
  updatePreOrder: {
    method: 'PUT',
    path: '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
    privilege: Privilege.PreOrderAccess,
  },
  sendOrderLink: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/SendOrderLink',
    privilege: Privilege.PreOrderAccess,
  },
  submitToMail: {
    method: 'POST',
    path: '/PreOrder/api/V1.0/PreOrder/SubmitToMail',
    privilege: Privilege.PreOrderSubmitToMail,
  },
  initiatePayment: {
    method: 'POST',
    path: '/Payment/api/V1.0/Payment/Initiate',
    privilege: Privilege.PreOrderAccess,
  },
  /** The gateway's signed result; authenticated by its signature, not by a token. */
  paymentCallback: { method: 'POST', path: '/Payment/api/V1.0/Payment/Callback', privilege: null },
} as const;

export type ApiCall = (typeof api)[keyof typeof api];

/** The storefront's pages the API links to (payment return pages, order links in e-mails and QR
 * codes, account and newsletter links in e-mails), as the web's router names its routes: one table
 * for both. */
export const storefrontRoutes = {
  confirmation: 'confirmation',
  paymentFailure: 'payment-failure',
  paymentCancel: 'payment-cancel',
  paymentPending: 'payment-pending',
  paymentError: 'payment-error',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  unsubscribe: 'unsubscribe',
} as const;

/** A storefront page with its query: keys in the order given, values encoded. */
const page =
  <K extends string>(route: string, keys: readonly K[]) =>
  (query: Record<K, string>) =>
    keys.length === 0
      ? `/${route}`
      : `/${route}?${keys.map((k) => `${k}=${encodeURIComponent(query[k])}`).join('&')}`;

/** Links to those pages, as the API builds them. */
export const storefrontPages = {
  confirmation: page(storefrontRoutes.confirmation, ['order', 'token']),
  paymentFailure: page(storefrontRoutes.paymentFailure, ['order']),
  paymentCancel: page(storefrontRoutes.paymentCancel, ['order']),
  paymentPending: page(storefrontRoutes.paymentPending, ['order', 'token']),
  paymentError: page(storefrontRoutes.paymentError, ['order']),
  login: page(storefrontRoutes.login, []),
  forgotPassword: page(storefrontRoutes.forgotPassword, []),
  resetPassword: page(storefrontRoutes.resetPassword, ['token']),
  unsubscribe: page(storefrontRoutes.unsubscribe, ['token']),
} as const;
