import { describe, expect, it } from 'vitest';
import { needsSecondAdmin, staffChangeRefusal } from './staff-admin';

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

describe('needsSecondAdmin', () => {
  it('holds a change to another admin’s account, and a grant of admin, for a second admin', () => {
    const base = { actorId: 1, targetId: 2, activeAdminIds: [1, 2] };
    expect(needsSecondAdmin({ ...base, before: admin, after: admin })).toBe(true);
    expect(needsSecondAdmin({ ...base, before: admin, after: merch })).toBe(true);
    expect(needsSecondAdmin({ ...base, before: merch, after: admin, activeAdminIds: [1, 3] })).toBe(true);
    expect(needsSecondAdmin({ ...base, targetId: null, before: null, after: admin })).toBe(true);
  });

  it('lets an admin act alone on their own account, on non-admins, or when no other admin could approve', () => {
    expect(
      needsSecondAdmin({ actorId: 1, targetId: 1, before: admin, after: admin, activeAdminIds: [1, 2] }),
    ).toBe(false);
    expect(
      needsSecondAdmin({ actorId: 1, targetId: 5, before: merch, after: merch, activeAdminIds: [1, 2] }),
    ).toBe(false);
    expect(
      needsSecondAdmin({
        actorId: 1,
        targetId: 2,
        before: { ...admin, active: false },
        after: admin,
        activeAdminIds: [1],
      }),
    ).toBe(false);
  });
});
