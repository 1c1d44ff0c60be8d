import type { StaffRole } from '@dfs/contract/ops/roles';
import type { OpsStaffAccount } from '@dfs/contract/ops/staff-admin';
import type { StaffAccountRow } from './staff-admin.repository';

/** An account row as the console shows it. */
export const toAccount = (row: StaffAccountRow): OpsStaffAccount => ({
  ...row,
  roles: row.roles as StaffRole[],
  createdAt: row.createdAt.toISOString(),
});

/** The audited fields of an account (never a password or a secret). */
const audited = (a: OpsStaffAccount) => ({
  displayName: a.displayName,
  roles: a.roles,
  active: a.active,
  totpEnrolled: a.totpEnrolled,
});

/** The audited fields that changed, before and after (plus `extra` after). */
export function diff(
  before: OpsStaffAccount | null,
  after: OpsStaffAccount,
  extra: Record<string, unknown> = {},
) {
  const b = before ? audited(before) : null;
  const a = audited(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter(
    (k) => !b || JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return {
    before: b ? Object.fromEntries(keys.map((k) => [k, b[k]])) : null,
    after: { ...Object.fromEntries(keys.map((k) => [k, a[k]])), ...extra },
  };
}
