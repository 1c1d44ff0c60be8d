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
  staffGetAll: { method: 'GET', path: '/Ops/api/V1.0/Staff/GetAll', roles: ['admin'] },
  staffCreate: { method: 'POST', path: '/Ops/api/V1.0/Staff/Create', roles: ['admin'] },
  staffUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Staff/Update', roles: ['admin'] },
  staffSetActive: { method: 'PUT', path: '/Ops/api/V1.0/Staff/SetActive', roles: ['admin'] },
  staffResetPassword: { method: 'POST', path: '/Ops/api/V1.0/Staff/ResetPassword', roles: ['admin'] },
  staffRevokeSessions: { method: 'POST', path: '/Ops/api/V1.0/Staff/RevokeSessions', roles: ['admin'] },
  staffResetTotp: { method: 'POST', path: '/Ops/api/V1.0/Staff/ResetTotp', roles: ['admin'] },
  itemGetAll: { method: 'GET', path: '/Ops/api/V1.0/Item/GetAll', roles: ['merchandiser', 'admin'] },
  itemUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Item/Update', roles: ['merchandiser'] },
  itemCreate: { method: 'POST', path: '/Ops/api/V1.0/Item/Create', roles: ['merchandiser'] },
  itemImport: { method: 'POST', path: '/Ops/api/V1.0/Item/Import', roles: ['merchandiser'] },
  itemExport: { method: 'GET', path: '/Ops/api/V1.0/Item/Export', roles: ['merchandiser', 'admin'] },
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
  mediaUpload: { method: 'POST', path: '/Ops/api/V1.0/Media/Upload', roles: ['merchandiser'] },
  auditLogGetAll: { method: 'GET', path: '/Ops/api/V1.0/AuditLog/GetAll', roles: ['admin'] },
  auditLogExport: { method: 'GET', path: '/Ops/api/V1.0/AuditLog/Export', roles: ['admin'] },
  webhookCreate: { method: 'POST', path: '/Ops/api/V1.0/Webhook/Create', roles: ['admin'] },
  webhookGetAll: { method: 'GET', path: '/Ops/api/V1.0/Webhook/GetAll', roles: ['admin'] },
  webhookUpdate: { method: 'PUT', path: '/Ops/api/V1.0/Webhook/Update', roles: ['admin'] },
  webhookDelete: { method: 'DELETE', path: '/Ops/api/V1.0/Webhook/Delete', roles: ['admin'] },
  webhookGetDeliveries: { method: 'GET', path: '/Ops/api/V1.0/Webhook/GetDeliveries', roles: ['admin'] },
  webhookReplay: { method: 'POST', path: '/Ops/api/V1.0/Webhook/Replay', roles: ['admin'] },
} as const satisfies Record<
  string,
  {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: `/Ops/api/V1.0/${string}`;
    roles: readonly StaffRole[] | null;
  }
>;
