/**
 * What an admin may do to a staff account (issue 17): nobody removes their own admin role or
 * deactivates themselves, and the shop always keeps at least one active admin.
 */
export interface StaffAccountState {
  roles: readonly string[];
  active: boolean;
}

export type StaffChangeRefusal = 'ownAdminRole' | 'ownAccount' | 'lastAdmin';

const isActiveAdmin = (s: StaffAccountState) => s.active && s.roles.includes('admin');

/**
 * Why a change is refused, or null. `activeAdminIds`: the staff holding `admin` on an active account
 * now (the target among them or not).
 */
export function staffChangeRefusal(change: {
  actorId: number;
  targetId: number;
  before: StaffAccountState;
  after: StaffAccountState;
  activeAdminIds: readonly number[];
}): StaffChangeRefusal | null {
  const { actorId, targetId, before, after, activeAdminIds } = change;
  const self = actorId === targetId;
  if (self && before.active && !after.active) return 'ownAccount';
  if (self && before.roles.includes('admin') && !after.roles.includes('admin')) return 'ownAdminRole';
  if (isActiveAdmin(before) && !isActiveAdmin(after)) {
    const others = activeAdminIds.filter((id) => id !== targetId);
    if (others.length === 0) return 'lastAdmin';
  }
  return null;
}
