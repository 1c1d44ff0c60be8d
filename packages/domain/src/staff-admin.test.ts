import { describe, expect, it } from 'vitest';
import { staffChangeRefusal } from './staff-admin';

const admin = { roles: ['admin'], active: true };
const merch = { roles: ['merchandiser'], active: true };

describe('staffChangeRefusal', () => {
  it('refuses an admin removing their own admin role or deactivating themselves', () => {
    const base = { actorId: 1, targetId: 1, activeAdminIds: [1, 2] };
    expect(staffChangeRefusal({ ...base, before: admin, after: merch })).toBe('ownAdminRole');
    expect(staffChangeRefusal({ ...base, before: admin, after: { ...admin, active: false } })).toBe(
      'ownAccount',
    );
    expect(
      staffChangeRefusal({ ...base, before: admin, after: { roles: ['admin', 'care'], active: true } }),
    ).toBeNull();
  });

  it('refuses taking the last active admin away, by role or by deactivation', () => {
    const base = { actorId: 9, targetId: 1, activeAdminIds: [1] };
    expect(staffChangeRefusal({ ...base, before: admin, after: merch })).toBe('lastAdmin');
    expect(staffChangeRefusal({ ...base, before: admin, after: { ...admin, active: false } })).toBe(
      'lastAdmin',
    );
    expect(staffChangeRefusal({ ...base, activeAdminIds: [1, 3], before: admin, after: merch })).toBeNull();
  });

  it('lets an admin change others freely, and reactivate or promote anyone', () => {
    const base = { actorId: 1, targetId: 2, activeAdminIds: [1] };
    expect(staffChangeRefusal({ ...base, before: merch, after: { ...merch, active: false } })).toBeNull();
    expect(staffChangeRefusal({ ...base, before: { ...merch, active: false }, after: merch })).toBeNull();
    expect(staffChangeRefusal({ ...base, before: merch, after: admin })).toBeNull();
  });
});
