import type { StaffRole } from './roles';

/**
 * Every call of the operations API (DESIGN.md §11) and the staff roles it requires: a staff token
 * holding any of them may call it. `null` means no token (sign-in only). Checked at start-up: an
 * `/Ops/` route without roles refuses to start.
 */
export const opsApi = {
  staffSignIn: { method: 'POST', path: '/Ops/api/V1.0/Staff/SignIn', roles: null },
  staffSignOut: {
    method: 'POST',
    path: '/Ops/api/V1.0/Staff/SignOut',
    roles: ['admin', 'merchandiser', 'station', 'crew', 'care'],
  },
  itemGetAll: { method: 'GET', path: '/Ops/api/V1.0/Item/GetAll', roles: ['merchandiser', 'admin'] },
  itemUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Item/Update', roles: ['merchandiser'] },
  itemCreate: { method: 'POST', path: '/Ops/api/V1.0/Item/Create', roles: ['merchandiser'] },
  itemImport: { method: 'POST', path: '/Ops/api/V1.0/Item/Import', roles: ['merchandiser'] },
  itemExport: { method: 'GET', path: '/Ops/api/V1.0/Item/Export', roles: ['merchandiser', 'admin'] },
  priceImport: { method: 'POST', path: '/Ops/api/V1.0/Price/Import', roles: ['merchandiser'] },
  priceExport: { method: 'GET', path: '/Ops/api/V1.0/Price/Export', roles: ['merchandiser', 'admin'] },
  stockImport: { method: 'POST', path: '/Ops/api/V1.0/Stock/Import', roles: ['station'] },
  stockExport: { method: 'GET', path: '/Ops/api/V1.0/Stock/Export', roles: ['station', 'admin'] },
  itemOptions: { method: 'GET', path: '/Ops/api/V1.0/Item/Options', roles: ['merchandiser', 'admin'] },
  itemImageUpload: { method: 'POST', path: '/Ops/api/V1.0/Item/ImageUpload', roles: ['merchandiser'] },
  itemImageSetDefault: { method: 'PUT', path: '/Ops/api/V1.0/Item/ImageSetDefault', roles: ['merchandiser'] },
  itemImageDelete: { method: 'DELETE', path: '/Ops/api/V1.0/Item/ImageDelete', roles: ['merchandiser'] },
  categoryGetAll: { method: 'GET', path: '/Ops/api/V1.0/Category/GetAll', roles: ['merchandiser', 'admin'] },
  categoryCreate: { method: 'POST', path: '/Ops/api/V1.0/Category/Create', roles: ['merchandiser'] },
  categoryUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Category/Update', roles: ['merchandiser'] },
  brandGetAll: { method: 'GET', path: '/Ops/api/V1.0/Brand/GetAll', roles: ['merchandiser', 'admin'] },
  brandCreate: { method: 'POST', path: '/Ops/api/V1.0/Brand/Create', roles: ['merchandiser'] },
  brandUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Brand/Update', roles: ['merchandiser'] },
  bannerGetAll: { method: 'GET', path: '/Ops/api/V1.0/Banner/GetAll', roles: ['merchandiser', 'admin'] },
  bannerCreate: { method: 'POST', path: '/Ops/api/V1.0/Banner/Create', roles: ['merchandiser'] },
  bannerUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Banner/Update', roles: ['merchandiser'] },
  offerGetAll: { method: 'GET', path: '/Ops/api/V1.0/Offer/GetAll', roles: ['merchandiser', 'admin'] },
  offerPreview: { method: 'POST', path: '/Ops/api/V1.0/Offer/Preview', roles: ['merchandiser'] },
  offerCreate: { method: 'POST', path: '/Ops/api/V1.0/Offer/Create', roles: ['merchandiser'] },
  offerUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Offer/Update', roles: ['merchandiser'] },
  priceRuleGetAll: {
    method: 'GET',
    path: '/Ops/api/V1.0/PriceRule/GetAll',
    roles: ['merchandiser', 'admin'],
  },
  priceRulePreview: { method: 'POST', path: '/Ops/api/V1.0/PriceRule/Preview', roles: ['merchandiser'] },
  priceRuleCreate: { method: 'POST', path: '/Ops/api/V1.0/PriceRule/Create', roles: ['merchandiser'] },
  priceRuleUpdate: { method: 'PUT', path: '/Ops/api/V1.0/PriceRule/Update', roles: ['merchandiser'] },
  promoCodeGetAll: {
    method: 'GET',
    path: '/Ops/api/V1.0/PromoCode/GetAll',
    roles: ['merchandiser', 'admin'],
  },
  promoCodePreview: { method: 'POST', path: '/Ops/api/V1.0/PromoCode/Preview', roles: ['merchandiser'] },
  promoCodeCreate: { method: 'POST', path: '/Ops/api/V1.0/PromoCode/Create', roles: ['merchandiser'] },
  promoCodeUpdate: { method: 'PUT', path: '/Ops/api/V1.0/PromoCode/Update', roles: ['merchandiser'] },
  currencyGetAll: { method: 'GET', path: '/Ops/api/V1.0/Currency/GetAll', roles: ['merchandiser', 'admin'] },
  currencyPreview: { method: 'POST', path: '/Ops/api/V1.0/Currency/Preview', roles: ['merchandiser'] },
  currencyUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Currency/Update', roles: ['merchandiser'] },
  mediaUpload: { method: 'POST', path: '/Ops/api/V1.0/Media/Upload', roles: ['merchandiser'] },
  auditLogGetAll: { method: 'GET', path: '/Ops/api/V1.0/AuditLog/GetAll', roles: ['admin'] },
  auditLogExport: { method: 'GET', path: '/Ops/api/V1.0/AuditLog/Export', roles: ['admin'] },
  webhookCreate: { method: 'POST', path: '/Ops/api/V1.0/Webhook/Create', roles: ['admin'] },
  webhookGetAll: { method: 'GET', path: '/Ops/api/V1.0/Webhook/GetAll', roles: ['admin'] },
  webhookUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Webhook/Update', roles: ['admin'] },
  webhookDelete: { method: 'DELETE', path: '/Ops/api/V1.0/Webhook/Delete', roles: ['admin'] },
  webhookGetDeliveries: { method: 'GET', path: '/Ops/api/V1.0/Webhook/GetDeliveries', roles: ['admin'] },
  webhookReplay: { method: 'POST', path: '/Ops/api/V1.0/Webhook/Replay', roles: ['admin'] },
  flightGetForCrew: { method: 'GET', path: '/Ops/api/V1.0/Flight/GetForCrew', roles: ['crew'] },
  flightGetManifest: { method: 'GET', path: '/Ops/api/V1.0/Flight/GetManifest', roles: ['crew'] },
  orderHandOver: { method: 'POST', path: '/Ops/api/V1.0/Order/HandOver', roles: ['crew'] },
  handOverGetFlagged: {
    method: 'GET',
    path: '/Ops/api/V1.0/HandOver/GetFlagged',
    roles: ['station', 'care', 'admin'],
  },
  proofPublicKey: { method: 'GET', path: '/Ops/api/V1.0/Proof/PublicKey', roles: ['crew', 'station'] },
  orderSearch: { method: 'GET', path: '/Ops/api/V1.0/Order/Search', roles: ['care', 'admin'] },
  orderGetDetail: { method: 'GET', path: '/Ops/api/V1.0/Order/GetDetail', roles: ['care', 'admin'] },
  orderRefund: { method: 'POST', path: '/Ops/api/V1.0/Order/Refund', roles: ['care'] },
  orderResendMail: { method: 'POST', path: '/Ops/api/V1.0/Order/ResendMail', roles: ['care'] },
  orderReplace: { method: 'POST', path: '/Ops/api/V1.0/Order/Replace', roles: ['care'] },
  reportSales: {
    method: 'GET',
    path: '/Ops/api/V1.0/Report/Sales',
    roles: ['care', 'admin', 'merchandiser'],
  },
  reportExport: {
    method: 'GET',
    path: '/Ops/api/V1.0/Report/Export',
    roles: ['care', 'admin', 'merchandiser'],
  },
} as const satisfies Record<
  string,
  {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: `/Ops/api/V1.0/${string}`;
    roles: readonly StaffRole[] | null;
  }
>;
