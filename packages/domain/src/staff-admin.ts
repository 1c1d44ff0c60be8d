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

/**
 * True when one admin's change to a staff account must wait for a second admin's approval: it touches
 * another admin's account, or makes an account admin, and another active admin is there to approve.
 * (With no other active admin, as at the start, nobody could approve: the change is made alone.)
 */
export function needsSecondAdmin(change: {
  actorId: number;
  targetId: number | null;
  before: StaffAccountState | null;
  after: StaffAccountState;
  activeAdminIds: readonly number[];
}): boolean {
  const { actorId, targetId, before, after, activeAdminIds } = change;
  if (actorId === targetId) return false;
  if (!before?.roles.includes('admin') && !after.roles.includes('admin')) return false;
  return activeAdminIds.some((id) => id !== actorId);
}
