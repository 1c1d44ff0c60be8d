import type { z } from 'zod';
import type { api } from './paths';
import { PaymentCallback } from './payments';

/**
 * What the API document says about each call of the call table (paths.ts), beside its zod schemas:
 * the document at /docs/json is built from these, the call table and the schemas' `.meta()`, nothing
 * else. A call added to the table without an entry here does not type-check.
 */
export type CallName = keyof typeof api;

/** The document's tags, in the order a partner meets them. */
export const apiTags = {
  Tokens: 'Start here: the token service hands out the credentials every other call needs.',
  Accounts: 'Sign-in (site and miles programme), registration, profile and passwords.',
  'Master data': 'Reference data: categories, brands, currencies, airports and banners.',
  Catalogue: 'Products: the catalogue batch, paged lists, search, detail, similar items and collections.',
  Pricing: 'Promo codes, offers, volume prices and the server-side cart quote.',
  'Pre-orders': 'Placing a pre-order for collection on board, looking it up, changing and cancelling it.',
  Payments: 'Card payment through the hosted payment page, and the gateway callback.',
  'On board': 'Ticket look-up and shopping from what one flight carries.',
  Engagement: 'Newsletter and feedback.',
  Webhooks:
    'Order events posted to a partner channel’s endpoint (registered by the shop’s staff), signed as Standard Webhooks says.',
} as const;
export type ApiTag = keyof typeof apiTags;

export interface OperationDoc {
  tag: ApiTag;
  /** One line, shown in lists. */
  summary: string;
  /** What the call does, who may make it, and what refuses it. */
  description: string;
  /**
   * A public call authenticated by a signature instead of a token: the header carrying it (the call
   * answers 401 to a bad signature), and the body the signature covers when the route reads it raw.
   */
  signed?: { header: string; body: z.ZodType };
  /** A public call that may carry credentials in its body (it answers 401 to wrong ones). */
  credentials?: true;
}

const guestOrOwner =
  'The caller proves the order is theirs by being signed in as its owner (a user token in `UserToken`) ' +
  'or, as a guest, with the `viewToken` the order came with.';

export const operationDocs = {
  tokenStartup: {
    tag: 'Tokens',
    summary: 'Get the client token and an anonymous visitor session',
    description:
      'The first call of every client. Answers `clientAccessToken` (send it as `Authorization: Bearer …` ' +
      'on every other call) and `accessToken` (an anonymous visitor session: send it as the `UserToken` ' +
      'header until the visitor signs in). Needs no `ActionPrivilege` label. A partner sends the ' +
      '`clientId` and `clientSecret` the airline issued it: the tokens then belong to its channel, and ' +
      "its webhook endpoints receive the orders placed with them (and no one else's); a wrong or revoked " +
      "client is a 401. Without a body the tokens are the storefront's. Tokens are JWTs signed by the " +
      'shop; treat them as opaque.',
    credentials: true,
  },
  signIn: {
    tag: 'Accounts',
    summary: 'Sign in with a username or e-mail address and password',
    description:
      'Answers the customer, their payment options and `token` (the signed-in user token: send it as ' +
      '`UserToken`) with a refresh token. After repeated failures an account refuses sign-in for a while (429 with ' +
      '`Retry-After`).',
  },
  milesSignIn: {
    tag: 'Accounts',
    summary: 'Sign in with a miles programme membership number and password',
    description:
      'Signs in a miles programme member. A member without a shop account is told so (the storefront then ' +
      'offers registration). Answers the same user token as the site sign-in.',
  },
  refreshToken: {
    tag: 'Accounts',
    summary: 'Trade a refresh token for a new access token and refresh token',
    description:
      'Rotation: the refresh token sent is used up; sending it twice ends the session (a stolen token ' +
      'is then worthless).',
  },
  signOut: {
    tag: 'Accounts',
    summary: 'End the signed-in session',
    description: 'Revokes the session of the user token sent; its tokens stop working at once.',
  },
  forgotPassword: {
    tag: 'Accounts',
    summary: 'E-mail a password reset link',
    description:
      'Answers the same message whether or not the account exists, so it cannot be used to find accounts.',
  },
  resetForgotPassword: {
    tag: 'Accounts',
    summary: 'Set a new password with the token of a reset link',
    description:
      'The token is single use and valid for 15 minutes; a reset ends every session of the account.',
  },
  changePassword: {
    tag: 'Accounts',
    summary: "Change the signed-in customer's password",
    description: 'Needs the current password; ends the customer’s other sessions.',
  },
  createCustomerProfile: {
    tag: 'Accounts',
    summary: 'Register a customer account',
    description:
      'Creates the account and signs the new customer in. A username, e-mail address or membership ' +
      'number that another account holds is a 409 naming the field. Label `Account-Save`.',
  },
  updateCustomerProfile: {
    tag: 'Accounts',
    summary: "Update the signed-in customer's profile",
    description: 'Only the signed-in customer’s own profile. Label `Account-Save`.',
  },
  passengerProfile: {
    tag: 'Accounts',
    summary: "The signed-in customer's profile",
    description: 'Another customer’s `UserId` is answered 404, as an unknown one is.',
  },
  categories: {
    tag: 'Master data',
    summary: 'The category tree',
    description: 'Top-level categories with their children. Public reference data, cached for 5 minutes.',
  },
  brands: {
    tag: 'Master data',
    summary: 'All brands',
    description: 'Every brand with its logo. Public reference data, cached for 5 minutes.',
  },
  currencies: {
    tag: 'Master data',
    summary: 'Currencies prices can be shown in',
    description:
      'Each currency’s id is what every `currencyId` parameter takes (2 = USD, the default). Cached for 5 minutes.',
  },
  banners: {
    tag: 'Master data',
    summary: 'Home page banners',
    description: 'The banners of the home page, in display order. Cached for 5 minutes.',
  },
  airports: {
    tag: 'Master data',
    summary: 'Airports',
    description:
      'Every airport the shop serves. A pre-order’s `origin` and `destination` must be codes from this ' +
      'list. Cached for 5 minutes.',
  },
  preOrderItems: {
    tag: 'Catalogue',
    summary: 'The catalogue batch',
    description:
      'New arrivals, all products, special offers, travel exclusives, best sellers and deals in one answer, ' +
      'priced in `currencyId`. Supports `If-None-Match` (304).',
  },
  items: {
    tag: 'Catalogue',
    summary: 'A page of a product list',
    description:
      'One page of a list: everything, a category (with its children), a brand, a collection or a curated ' +
      'list (`listKind`), sorted and paged. `categoryId`, `brandId` and `collectionId` are required for ' +
      'their list kinds. With `flightId` (on-board mode) only what that flight carries, with its stock. ' +
      'Supports `If-None-Match` (304).',
  },
  searchItems: {
    tag: 'Catalogue',
    summary: 'Search products by name',
    description:
      'Products whose name, brand or code matches `term`. `suggest=true` answers at most 5 for a ' +
      'search box. Supports `If-None-Match` (304).',
  },
  itemById: {
    tag: 'Catalogue',
    summary: 'One product',
    description: 'The product with this id, priced in `currencyId`; 404 when there is none.',
  },
  itemDetail: {
    tag: 'Catalogue',
    summary: 'Several products by id',
    description:
      'The products with these ids, priced in `currencyId`; ids that do not exist are left out of the answer.',
  },
  similarItems: {
    tag: 'Catalogue',
    summary: 'Products like a given one',
    description:
      'Same category first, then same brand, priciest first; never the current item. Label `PreOrder-GetSimilarItems`.',
  },
  collectionById: {
    tag: 'Catalogue',
    summary: 'A collection',
    description:
      'A curated collection’s name, description and image; its products come from `GetItems` with `listKind=collection`.',
  },
  collections: {
    tag: 'Catalogue',
    summary: 'Every collection, in display order',
    description:
      'The curated collections (name, description and image, in the request language) for menus and home tiles; each one’s products come from `GetItems` with `listKind=collection`.',
  },
  volumePrices: {
    tag: 'Pricing',
    summary: "One item's volume price tiers",
    description:
      'Unit prices by quantity for one item. The body is an array of exactly one `{ itemId }`; prices are ' +
      'never read from the client.',
  },
  priceListByPromoCode: {
    tag: 'Pricing',
    summary: "A promo code's price list",
    description:
      '`status` 1 with the price list when the code is valid; `status` 0 and no price list when it is ' +
      'unknown, expired or used up.',
  },
  priceListsByOfferType: {
    tag: 'Pricing',
    summary: 'The open offer price lists of a type',
    description: 'Offer type 1: the special offers loaded at start-up.',
  },
  cartQuote: {
    tag: 'Pricing',
    summary: 'Price a cart on the server',
    description:
      'Prices a whole cart from item ids, quantities, an optional promo code and the currency: offers, ' +
      'volume prices, bundles and buy-get lines applied as checkout would. `problems` lists lines that ' +
      'checkout would refuse (out of stock, over the per-item limit). Any price field sent is a 400.',
  },
  onboardPassengerFromTicket: {
    tag: 'On board',
    summary: 'The flights of a ticket that can still be shopped for',
    description:
      'Looks up a 13-digit ticket number: each sector (flight) it holds with departure time and seat. ' +
      'Use a sector to fill a pre-order’s flight fields, or its id as `flightId` for on-board shopping. ' +
      'A ticket with no open sector answers an empty list with `Message`. Label ' +
      '`OnBoardOrder-GetOnBoardPassengerFromTicket`; look-ups are rate limited per address.',
  },
  onboardItems: {
    tag: 'On board',
    summary: 'The catalogue batch of what one flight carries',
    description: 'The catalogue batch for one flight, with that flight’s stock on board.',
  },
  submitOnBoardOrder: {
    tag: 'On board',
    summary: 'Place an on-board order',
    description:
      'Bought from what the ticket’s flight carries and handed over at the seat. Send a fresh ' +
      '`Idempotency-Key` per order attempt: a retry with the same key answers the same order. Label ' +
      '`OnBoardOrder-SubmitOnBoardOrder`.',
  },
  subscribe: {
    tag: 'Engagement',
    summary: 'Subscribe to the newsletter',
    description: 'Subscribing an address twice is not an error. Label `PreOrder-SubscribetoMail`.',
  },
  unsubscribe: {
    tag: 'Engagement',
    summary: 'Unsubscribe from the newsletter',
    description: 'With the token of the link in every newsletter e-mail. Label `PreOrder-SubscribetoMail`.',
  },
  feedback: {
    tag: 'Engagement',
    summary: 'Send feedback',
    description: 'A message to the shop’s customer service.',
  },
  createPreOrder: {
    tag: 'Pre-orders',
    summary: 'Place a pre-order',
    description:
      'A guest (send `guest`) or a signed-in customer orders goods to collect on board a flight. Pre-orders ' +
      'open 30 days and close 24 hours before departure. Prices are never accepted from the client: the ' +
      'server prices the order as `GetCartQuote` does. Send a fresh `Idempotency-Key` per order attempt: ' +
      'a retry with the same key answers the same order instead of placing a second one. Card orders ' +
      'answer `paymentRedirectUrl` (the hosted payment page); Cash On Board is confirmed at once; Mile ' +
      'needs a signed-in customer with a linked miles member. 409: not enough stock; 422: a rule refused ' +
      'the order (cut-off, unknown airport, miles balance…).',
  },
  myOrders: {
    tag: 'Pre-orders',
    summary: "The signed-in customer's orders",
    description: 'Newest first, paged. Needs a signed-in user token in `UserToken`.',
  },
  ordersOnMyTickets: {
    tag: 'Pre-orders',
    summary: "Orders others placed on the signed-in passenger's tickets",
    description:
      'Open pre-orders placed by anybody else (a guest or another customer) on a ticket the customer has ' +
      'ordered on and whose passenger they are (first and last name match the ticket). The passenger may ' +
      'cancel them with `CancelPreOrder`. Needs a signed-in user token in `UserToken`.',
  },
  myOrderById: {
    tag: 'Pre-orders',
    summary: "One of the signed-in customer's orders",
    description: 'Anybody else’s order is answered 404, as an unknown one is.',
  },
  orderByCode: {
    tag: 'Pre-orders',
    summary: 'An order by its code',
    description:
      'For its owner (signed in), or for a guest with the order’s `token` (the view token of its links). ' +
      'Anything else is 404. Look-ups are rate limited per address.',
  },
  sendOrderLink: {
    tag: 'Pre-orders',
    summary: 'E-mail an order’s link, by its code and e-mail address',
    description:
      'A guest without the link: when an order has this code and was placed with this address, its link is ' +
      'e-mailed to that address. The answer is the same 200 either way and never carries the order or its token.',
  },
  cancelPreOrder: {
    tag: 'Pre-orders',
    summary: 'Cancel a pre-order',
    description: `Until 24 hours before departure (then 422). A paid card order is refunded. ${guestOrOwner}`,
  },
  moveToFlight: {
    tag: 'Pre-orders',
    summary: 'Move an order on a cancelled flight to another sector of its ticket',
    description:
      'Only while the order’s flight is cancelled (else 422), to a sector listed in the order’s `disruption`; ' +
      `the goods and the amount paid stay as they were. ${guestOrOwner}`,
  },
  updatePreOrder: {
    tag: 'Pre-orders',
    summary: "Change a pre-order's collecting details",
    description:
      'Flight, seat, ticket and pick-up point can change until 24 hours before departure; items, ' +
      `statuses and payment option cannot (sending those is a 400). ${guestOrOwner}`,
  },
  submitToMail: {
    tag: 'Pre-orders',
    summary: 'E-mail an address its pre-orders',
    description:
      'Order tracking: e-mails the address links to each of its orders. Answers alike whether or not the ' +
      'address has orders. Label `PreOrder-SubmitToMail`.',
  },
  initiatePayment: {
    tag: 'Payments',
    summary: 'Start the card payment of an unpaid card order again',
    description: `Answers a new \`paymentRedirectUrl\` while the order awaits payment. ${guestOrOwner}`,
  },
  paymentCallback: {
    tag: 'Payments',
    summary: "The card gateway's signed payment result",
    description:
      'Called by the payment gateway, not by clients: authenticated by the HMAC signature of the raw body ' +
      'in `x-gateway-signature`, not by a token. A replayed event is answered `duplicate: true`.',
    signed: { header: 'x-gateway-signature', body: PaymentCallback },
  },
} as const satisfies Record<CallName, OperationDoc>;
