import { opsApi } from '@dfs/contract/ops/paths';
import type { OpsStaffChangeApproved, OpsStaffChangeRequestList } from '@dfs/contract/ops/staff-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, session } from './api';
import { Secrets } from './staff-parts';
import { Alert, Button } from './ui';

const kinds = {
  update: 'Change name and roles',
  setActive: 'Deactivate or reactivate',
  resetPassword: 'Reset password',
  resetTotp: 'Reset one-time code',
} as const;

/** Changes to admins' accounts waiting for a second admin, who approves (makes) or rejects them. */
export function StaffChangeRequests() {
  const queryClient = useQueryClient();
  const me = session.get()?.staff.id;
  // Under ['staff']: every staff change refreshes this list too.
  const pending = useQuery({
    queryKey: ['staff', 'change-requests'],
    queryFn: () =>
      call<OpsStaffChangeRequestList>(
        opsApi.staffChangeRequestGetAll.method,
        opsApi.staffChangeRequestGetAll.path,
      ),
  });
  const [shown, setShown] = useState<OpsStaffChangeApproved | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (id: number, approve: boolean) => {
    setError(null);
    const route = approve ? opsApi.staffChangeRequestApprove : opsApi.staffChangeRequestReject;
    try {
      const answer = await call<OpsStaffChangeApproved>(route.method, route.path, { id });
      if (approve && (answer.password || answer.totpSecret)) setShown(answer);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    }
  };
  const items = pending.data?.items ?? [];
  if (items.length === 0 && !shown && !error) return null;
  return (
    <section
      aria-label="Waiting for a second admin"
      className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4"
    >
      <h2 className="font-semibold">Waiting for a second admin</h2>
      {shown ? <Secrets answer={shown} onDone={() => setShown(null)} /> : null}
      {error ? <Alert>{error}</Alert> : null}
      <ul className="space-y-2">
        {items.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {kinds[r.kind]} of <strong>{r.target.displayName}</strong> ({r.target.username})
              {r.changes.roles ? ` → roles ${r.changes.roles.join(', ')}` : ''}
              {r.changes.active !== undefined ? (r.changes.active ? ' → active' : ' → inactive') : ''}, asked
              by {r.requestedBy.displayName}
            </span>
            {r.requestedBy.id === me ? null : (
              <Button type="button" onClick={() => decide(r.id, true)}>
                Approve
              </Button>
            )}
            <Button type="button" onClick={() => decide(r.id, false)}>
              {r.requestedBy.id === me ? 'Withdraw' : 'Reject'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
