import type { CallName } from './api-docs';
import { OrderRequestStatus, PaymentOption, PaymentStatus } from './order-codes';

/**
 * An example request and success answer of every call, shown in the API document. A test checks each
 * against the document's schemas (apps/api/src/api-document.test.ts), so they cannot drift from the API.
 */
export interface OperationExample {
  /** The JSON body, for calls that take one. */
  request?: unknown;
  /** Query parameter values, for calls that take them. */
  query?: Record<string, unknown>;
  /** The 200 answer's body. */
  response: unknown;
}

const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJraW5kIjoiY2xpZW50In0.c2lnbmF0dXJl';
const viewToken = 'sZesDkjlw6SYrjKb353Azx7LANBypb0Q';

const item = {
  id: 198,
  name: 'Fruit Pastilles Tin 200 g',
  description: 'Generous fresh butter meets roasted almonds in a recipe perfected by Mielle Pâti',
  brand: 'Mielle Pâtisserie',
  brandId: 36,
  itemCode: 'CON-1015',
  itemCategoryId: 34,
  itemCategory: 'CONFECTIONERY',
  regulated: false,
  ageRestricted: false,
  categoryName: 'Sweets & Biscuits',
  itemImage: [
    {
      imageUrl: '/media/items/CON-1015-1.webp',
      isDefualt: true,
    },
  ],
  youtubeAddressURL: null,
  currency: 'USD',
  currentPrice: 8.5,
  salesRate: 15,
  isPercentage: true,
  offerPrice: 7.22,
  quantity: 39,
  orderQuantity: null,
  milesForRedeem: null,
  milesForAccrual: 43,
  isTravelExeclusive: true,
  isNewArrival: false,
  isBestSeller: true,
  isDeal: false,
  isSpecialOffer: true,
  priceListId: 4,
  selectedPriceListId: 4,
  priceListApplied: true,
  regiseredDate: '2026-10-13T15:15:00.000Z',
  volumePriceList: [],
  buyGetPriceList: [],
};

const catalogueBatch = {
  newArrivalItems: [item],
  allInOneList: [item],
  specialOfferItems: [],
  travelExeclusiveItems: [],
  bestSellerItems: [item],
  deals: [],
  onBoardAvailabilitiesRes: [],
};

const itemsPage = { items: [item], totalCount: 120, page: 1, pageSize: 12, totalPages: 10, title: null };

const sector = {
  id: 28,
  flightNumber: 'ET500',
  origin: 'ADD',
  originAirport: 'Addis Ababa Bole International Airport',
  destination: 'LHR',
  destinationAirport: 'London Heathrow Airport',
  departureDate: '2026-11-26T08:30:00+03:00',
  ticketNumber: '0712345678901',
  seatNumber: '13B',
};

const guest = {
  firstName: 'Amina',
  lastName: 'Bekele',
  email: 'amina@example.com',
  mobileNumber: '+251911234567',
};

const collectingDetails = {
  pickFrom: 'Seat',
  origin: 'ADD',
  destination: 'LHR',
  flightNumber: 'ET500',
  departureDate: '2026-11-26T08:30:00+03:00',
  ticketNumber: '0712345678901',
  passengerLastName: 'Tesfaye',
  seatNumber: '12A',
};

const placedOrder = {
  id: 1,
  orderCode: 'THP5TVM6GB',
  paymentStatus: PaymentStatus.Unpaid,
  orderRequestStatus: OrderRequestStatus.Confirmed,
  summary: {
    orderCode: 'THP5TVM6GB',
    transactionDate: '2026-11-23T20:56:53.449Z',
    customerName: 'Amina Bekele',
    paymentOption: 'Cash On Board',
    currency: 'USD',
    orderItemRes: [
      {
        id: 1,
        itemId: 198,
        name: 'Fruit Pastilles Tin 200 g',
        quantity: 1,
        unitPrice: 7.22,
        totalPrice: 7.22,
        totalPriceForRedemptionInMiles: 0,
        isFree: false,
      },
    ],
    subtotal: 8.5,
    discount: 1.28,
    total: 7.22,
    totalMiles: 0,
    milesForAccrual: 0,
  },
  viewToken: 'sZesDkjlw6SYrjKb353Azx7LANBypb0Q',
};

const orderView = {
  id: 1,
  orderCode: 'THP5TVM6GB',
  orderItemRes: [
    {
      id: 1,
      itemId: 198,
      name: 'Fruit Pastilles Tin 200 g',
      quantity: 1,
      unitPrice: 7.22,
      totalPrice: 7.22,
      totalPriceForRedemptionInMiles: 0,
      isFree: false,
    },
  ],
  paymentStatus: PaymentStatus.Unpaid,
  orderRequestStatus: OrderRequestStatus.Confirmed,
  paymentOption: PaymentOption.CashOnBoard,
  origin: 'ADD',
  destination: 'LHR',
  departureDate: '2026-11-26T05:30:00.000Z',
  flightNumber: 'ET500',
  ticketNumber: '0712345678901',
  passengerLastName: 'Tesfaye',
  seatNumber: '12A',
  pickFrom: 'Seat',
  ReasonOfCancellation: null,
  currency: 'USD',
  total: 7.22,
  totalMiles: 0,
  transactionDate: '2026-11-23T20:56:53.449Z',
  cutoffAt: '2026-11-25T05:30:00.000Z',
  canChange: true,
  kind: 'preorder',
  summary: {
    orderCode: 'THP5TVM6GB',
    transactionDate: '2026-11-23T20:56:53.449Z',
    customerName: 'Amina Bekele',
    paymentOption: 'Cash On Board',
    currency: 'USD',
    orderItemRes: [
      {
        id: 1,
        itemId: 198,
        name: 'Fruit Pastilles Tin 200 g',
        quantity: 1,
        unitPrice: 7.22,
        totalPrice: 7.22,
        totalPriceForRedemptionInMiles: 0,
        isFree: false,
      },
    ],
    subtotal: 8.5,
    discount: 1.28,
    total: 7.22,
    totalMiles: 0,
    milesForAccrual: 0,
  },
  qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  viewToken: 'sZesDkjlw6SYrjKb353Azx7LANBypb0Q',
};

const { summary: _summary, qrCode: _qrCode, viewToken: _viewToken, ...order } = orderView;

const signIn = {
  data: {
    userId: 1,
    username: 'traveller',
    firstName: 'Selam',
    lastName: 'Tesfaye',
    email: 'traveller@example.com',
    isShebamilesUser: true,
    paymentOptions: [PaymentOption.Card, PaymentOption.CashOnBoard, PaymentOption.Mile],
    token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJraW5kIjoiY2xpZW50In0.c2lnbmF0dXJl',
    refreshToken: 'rt_5Vw1bY0m4Q8cJ2nE7kXh9sLpA3dG6fZu',
    tokenExpiresAt: '2026-11-23T21:11:53.000Z',
  },
};

const message = (text: string) => ({ message: text });

export const apiExamples = {
  tokenStartup: {
    request: { clientId: 'pc_demo_sky_travel', clientSecret: 'pcs_demo_SkyTravel_2026' },
    response: { clientAccessToken: jwt, accessToken: jwt, baseUrl: '' },
  },
  signIn: { request: { username: 'traveller', password: 'Travel#2026' }, response: signIn },
  milesSignIn: {
    request: { MemberID: 'ET100200300', Password: 'Miles#2026' },
    response: {
      paymentOptions: [PaymentOption.Card, PaymentOption.CashOnBoard, PaymentOption.Mile],
      customerAlreadyRegistered: true,
      firstName: 'Selam',
      lastName: 'Tesfaye',
      customerId: 1,
      email: 'traveller@example.com',
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJraW5kIjoiY2xpZW50In0.c2lnbmF0dXJl',
      membershipNumber: 'ET100200300',
      username: 'traveller',
      refreshToken: 'rt_5Vw1bY0m4Q8cJ2nE7kXh9sLpA3dG6fZu',
      tokenExpiresAt: '2026-11-23T21:11:53.000Z',
    },
  },
  refreshToken: {
    request: { refreshToken: 'rt_5Vw1bY0m4Q8cJ2nE7kXh9sLpA3dG6fZu' },
    response: {
      token: jwt,
      refreshToken: 'rt_9Qm2xT7cV4bN1kZ8wE5rY3uI6oP0aSdF',
      tokenExpiresAt: '2026-11-23T21:15:00.000Z',
    },
  },
  signOut: { response: message('You have signed out.') },
  forgotPassword: {
    request: { username: 'traveller@example.com', EmailTemplateClientType: 1 },
    response: message('If the address belongs to an account, a reset link is on its way.'),
  },
  resetForgotPassword: {
    request: { verification_token: 'Zk3v9QpL2mX7cR1tY8wB4nD6', password: 'Sunny-Harbour-2026' },
    response: message('Your password has been changed.'),
  },
  changePassword: {
    request: { username: 'traveller', oldPassword: 'Travel#2026', newPassword: 'Sunny-Harbour-2026' },
    response: message('Your password has been changed.'),
  },
  createCustomerProfile: {
    request: {
      email: 'hana@example.com',
      title: 2,
      firstName: 'Hana',
      lastName: 'Girma',
      nationality: 'Ethiopian',
      mobileNumber: '+251911765432',
      username: 'hana.girma',
      password: 'Sunny-Harbour-2026',
    },
    response: { message: 'Your account has been created.', data: signIn.data },
  },
  updateCustomerProfile: {
    request: {
      email: 'traveller@example.com',
      title: 3,
      firstName: 'Selam',
      lastName: 'Tesfaye',
      nationality: 'Ethiopian',
      mobileNumber: '+251911234567',
    },
    response: {
      userId: 1,
      username: 'traveller',
      email: 'traveller@example.com',
      title: 3,
      firstName: 'Selam',
      middleName: null,
      lastName: 'Tesfaye',
      nationality: 'Ethiopian',
      mobileNumber: '+251911234567',
      ShabamilesMembershipNumber: 'ET100200300',
      isShebamilesUser: true,
      milesBalance: 250000,
    },
  },
  passengerProfile: {
    query: { UserId: 1 },
    response: {
      userId: 1,
      username: 'traveller',
      email: 'traveller@example.com',
      title: 3,
      firstName: 'Selam',
      middleName: null,
      lastName: 'Tesfaye',
      nationality: 'Ethiopian',
      mobileNumber: '+251911234567',
      ShabamilesMembershipNumber: 'ET100200300',
      isShebamilesUser: true,
      milesBalance: 250000,
    },
  },
  categories: {
    query: { categoryLevel: 1, currencyId: 2 },
    response: {
      itemCategories: [
        {
          id: 9,
          name: 'Accessories',
          category_ImageURL: '/media/categories/9.webp',
          children: [
            {
              id: 37,
              name: 'Bags & Wallets',
            },
            {
              id: 36,
              name: 'Sunglasses',
            },
          ],
        },
      ],
    },
  },
  brands: {
    query: { currencyId: 2 },
    response: {
      brandsRes: [
        {
          id: 38,
          name: 'Abyssinia Roasters',
          description: 'Single-origin Ethiopian coffee, roasted in small batches.',
          brandImageURL: '/media/brands/38.webp',
          isPowerFullBrand: false,
        },
        {
          id: 6,
          name: 'Ambra Nova',
          description: 'Italian fragrances built around amber and citrus.',
          brandImageURL: '/media/brands/6.svg',
          isPowerFullBrand: true,
        },
      ],
    },
  },
  currencies: {
    query: { currencyId: 2 },
    response: {
      currenciesRes: [
        {
          id: 1,
          currencyCode: 'EUR',
          currencyName: 'Euro',
          rateToUsd: 0.92,
        },
        {
          id: 2,
          currencyCode: 'USD',
          currencyName: 'US Dollar',
          rateToUsd: 1,
        },
      ],
    },
  },
  banners: {
    query: { currencyId: 2 },
    response: {
      bannerListRes: [
        {
          id: 1,
          imageURL: '/media/banners/1.svg',
          videoURL: null,
          bunnerImageSize: 1,
          title: 'Up to 25% off special offers',
          linkURL: '/offers',
        },
      ],
    },
  },
  airports: {
    query: { currencyId: 2 },
    response: {
      airportsRes: [
        {
          id: 21,
          code: 'ACC',
          name: 'Kotoka International Airport',
          city: 'Accra',
          country: 'Ghana',
          isEurope: false,
        },
        {
          id: 1,
          code: 'ADD',
          name: 'Addis Ababa Bole International Airport',
          city: 'Addis Ababa',
          country: 'Ethiopia',
          isEurope: false,
        },
      ],
    },
  },
  preOrderItems: { query: { currencyId: 2 }, response: catalogueBatch },
  items: {
    query: {
      currencyId: 2,
      listKind: 'category',
      categoryId: 9,
      page: 1,
      pageSize: 12,
      sortBy: 'ByPrice',
      sortOrder: 'DESC',
    },
    response: itemsPage,
  },
  searchItems: {
    query: { currencyId: 2, term: 'watch', type: 2, suggest: 'false', page: 1, pageSize: 12 },
    response: { ...itemsPage, didYouMean: null, fallback: null },
  },
  itemById: { query: { currencyId: 2, id: item.id }, response: { item } },
  itemDetail: { request: { currencyId: 2, itemIds: [item.id] }, response: { availabilitiesRes: [item] } },
  similarItems: {
    query: {
      currencyId: 2,
      ItemCategoryId: item.itemCategoryId,
      BrandId: item.brandId,
      CurrentItemId: item.id,
    },
    response: { similarItems: [item] },
  },
  collectionById: {
    query: { currencyId: 2, id: 1 },
    response: {
      collection: {
        id: 1,
        name: 'Gifts under $50',
        description: 'Thoughtful presents that fit in a carry-on and a budget.',
        imageUrl: '/media/collections/1.svg',
      },
    },
  },
  collections: {
    query: { currencyId: 2 },
    response: {
      collections: [
        {
          id: 1,
          name: 'Gifts under $50',
          description: 'Thoughtful presents that fit in a carry-on and a budget.',
          imageUrl: '/media/collections/1.svg',
        },
      ],
    },
  },
  volumePrices: {
    query: { currencyId: 2 },
    request: [{ itemId: item.id }],
    response: { volumePriceList: [] },
  },
  priceListByPromoCode: {
    query: { PromoCode: 'WELCOME10', currencyId: 2 },
    response: {
      status: 1,
      priceList: {
        id: 7,
        name: 'Welcome: 10% off',
        promoCode: 'WELCOME10',
        currency: 'USD',
        validTo: '2027-11-23T00:00:00.000Z',
        priceListIndividualRateRes: [
          {
            itemId: 10,
            amount: 159.29,
            priceListId: 7,
          },
          {
            itemId: 15,
            amount: 111.6,
            priceListId: 7,
          },
        ],
        priceListBundleRateRes: [],
      },
    },
  },
  priceListsByOfferType: {
    query: { offerType: 1 },
    response: {
      priceLists: [
        {
          id: 4,
          name: 'Special offers: 15% off',
        },
        {
          id: 5,
          name: 'Flash offers: 25% off',
        },
      ],
    },
  },
  cartQuote: {
    request: { items: [{ itemId: item.id, quantity: 2 }], promoCode: 'WELCOME10', currencyId: 2 },
    response: {
      currency: 'USD',
      lines: [
        {
          itemId: 198,
          name: 'Fruit Pastilles Tin 200 g',
          quantity: 2,
          baseUnitPrice: 8.5,
          unitPrice: 7.22,
          lineTotal: 14.44,
          source: 'offer',
          priceListId: 4,
          volumeDiscountPercent: null,
          totalPriceForRedemptionInMiles: null,
        },
      ],
      freeLines: [],
      bundles: [],
      subtotal: 17,
      discount: 2.56,
      total: 14.44,
      totalMiles: null,
      promoCode: 'WELCOME10',
      problems: [],
    },
  },
  onboardPassengerFromTicket: {
    query: { currencyId: 2, TicketNumber: sector.ticketNumber },
    response: { paxSectorsRes: [sector] },
  },
  onboardItems: {
    query: {
      currencyId: 2,
      FlightNumber: sector.flightNumber,
      DepartureDate: sector.departureDate,
      Origin: sector.origin,
      Destination: sector.destination,
      TicketNumber: sector.ticketNumber,
    },
    response: catalogueBatch,
  },
  submitOnBoardOrder: {
    request: {
      origin: sector.origin,
      destination: sector.destination,
      flightNumber: sector.flightNumber,
      departureDate: sector.departureDate,
      ticketNumber: sector.ticketNumber,
      seatNumber: '12A',
      items: [{ itemId: item.id, quantity: 1 }],
      currencyId: 2,
      paymentOption: PaymentOption.CashOnBoard,
      guest,
    },
    response: placedOrder,
  },
  subscribe: { request: { email: 'amina@example.com' }, response: message('You are subscribed.') },
  unsubscribe: {
    request: { token: 'u_Zk3v9QpL2mX7cR1tY8wB4nD6' },
    response: message('You are unsubscribed.'),
  },
  feedback: {
    request: {
      fullName: 'Amina Bekele',
      email: 'amina@example.com',
      feedBack: 'The pick-up on board was quick. Thank you!',
    },
    response: message('Thank you for your feedback.'),
  },
  createPreOrder: {
    request: {
      ...collectingDetails,
      items: [{ itemId: item.id, quantity: 1 }],
      currencyId: 2,
      paymentOption: PaymentOption.CashOnBoard,
      guest,
    },
    response: placedOrder,
  },
  myOrders: {
    query: { page: 1, pageSize: 10 },
    response: { orders: [order], page: 1, pageSize: 10, total: 1 },
  },
  ordersOnMyTickets: { response: { orders: [order] } },
  myOrderById: { query: { id: orderView.id }, response: orderView },
  orderByCode: { query: { orderCode: orderView.orderCode, token: viewToken }, response: orderView },
  sendOrderLink: {
    request: { orderCode: orderView.orderCode, email: 'amina@example.com' },
    response: { message: 'If an order matches, we have e-mailed its link. Check your inbox.' },
  },
  cancelPreOrder: {
    request: { id: orderView.id, ReasonOfCancellation: 1, viewToken },
    response: {
      ...orderView,
      orderRequestStatus: OrderRequestStatus.Cancelled,
      ReasonOfCancellation: 1,
      canChange: false,
    },
  },
  moveToFlight: {
    request: { id: orderView.id, flightId: 4812, viewToken },
    response: {
      ...orderView,
      orderRequestStatus: OrderRequestStatus.MovedToAnotherFlight,
      flightNumber: 'ET501',
    },
  },
  updatePreOrder: {
    request: { id: orderView.id, ...collectingDetails, seatNumber: '14C', viewToken },
    response: { ...orderView, seatNumber: '14C' },
  },
  submitToMail: {
    request: { email: 'amina@example.com' },
    response: { message: 'We have e-mailed you links to your orders.', sent: true },
  },
  initiatePayment: {
    request: { orderCode: orderView.orderCode, viewToken },
    response: { paymentRedirectUrl: 'https://shop.example.com/Payment/Sandbox/Checkout?session=cs_7YbQ2mX9' },
  },
  paymentCallback: {
    request: {
      eventId: 'evt_3Lq9Xv2B7mZ1',
      type: 'payment.succeeded',
      providerRef: 'cs_7YbQ2mX9',
      amountMinor: 722,
      currency: 'USD',
    },
    response: { received: true, duplicate: false },
  },
} satisfies Record<CallName, OperationExample>;
