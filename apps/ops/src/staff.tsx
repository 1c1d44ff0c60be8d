import type { StaffRole } from '@dfs/contract/ops/roles';
import type { OpsStaffAccount, OpsStaffList, OpsStaffSecrets } from '@dfs/contract/ops/staff-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, session } from './api';
import { StaffChangeRequests } from './staff-approvals';
import { EditDialog, RoleChoice, Secrets } from './staff-parts';
import { Alert, Button, Field, inputClass } from './ui';

const base = '/Ops/api/V1.0/Staff';

/** Staff accounts (admin): create, edit roles, deactivate, reset password or one-time code, end sessions. */
export function StaffPage() {
  const queryClient = useQueryClient();
  const me = session.get()?.staff.id;
  const list = useQuery({ queryKey: ['staff'], queryFn: () => call<OpsStaffList>('GET', `${base}/GetAll`) });
  const [form, setForm] = useState({ username: '', displayName: '', password: '', roles: [] as StaffRole[] });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [shown, setShown] = useState<OpsStaffSecrets | null>(null);
  const [editing, setEditing] = useState<OpsStaffAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await work();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (e instanceof ApiError) setFieldErrors(e.errors);
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    }
  };
  const secretsOf = (work: () => Promise<OpsStaffSecrets>) =>
    run(async () => {
      const answer = await work();
      if (answer.password || answer.totpSecret) setShown(answer);
    });

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <form
        aria-label="New staff member"
        className="grid items-end gap-3 rounded border border-slate-200 bg-white p-4 md:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void secretsOf(() =>
            call<OpsStaffSecrets>('POST', `${base}/Create`, {
              username: form.username,
              displayName: form.displayName,
              roles: form.roles,
              ...(form.password ? { password: form.password } : {}),
            }),
          ).then((ok) => ok && setForm({ username: '', displayName: '', password: '', roles: [] }));
        }}
      >
        <Field label="Username" error={fieldErrors.Username?.[0]}>
          <input
            className={inputClass}
            required
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
          />
        </Field>
        <Field label="Display name" error={fieldErrors.DisplayName?.[0]}>
          <input
            className={inputClass}
            required
            value={form.displayName}
            onChange={(e) => setForm({ ...form, displayName: e.target.value })}
          />
        </Field>
        <Field label="Password (empty: make one up)" error={fieldErrors.Password?.[0]}>
          <input
            className={inputClass}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
        </Field>
        <div className="md:col-span-2">
          <RoleChoice value={form.roles} onChange={(roles) => setForm({ ...form, roles })} />
        </div>
        <div>
          <Button type="submit" disabled={busy || form.roles.length === 0}>
            Create staff member
          </Button>
        </div>
      </form>
      {shown ? <Secrets answer={shown} onDone={() => setShown(null)} /> : null}
      <StaffChangeRequests />
      {error && !editing ? <Alert>{error}</Alert> : null}
      {list.error ? <Alert>{list.error.message}</Alert> : null}
      {list.isLoading ? <p className="text-slate-500">Loading…</p> : null}
      {list.data ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-3 py-2 text-start">Staff member</th>
                <th className="px-3 py-2 text-start">Roles</th>
                <th className="px-3 py-2 text-start">State</th>
                <th className="px-3 py-2 text-start">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((s) => (
                <tr key={s.id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2">
                    <div className="font-medium">{s.username}</div>
                    <div className="text-slate-600">{s.displayName}</div>
                  </td>
                  <td className="px-3 py-2">{s.roles.join(', ')}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {s.active ? 'Active' : <span className="text-red-700">Deactivated</span>}
                    <div className="text-xs text-slate-500">
                      {s.totpEnrolled ? 'one-time code set' : 'no one-time code'} · {s.liveSessions} session
                      {s.liveSessions === 1 ? '' : 's'}
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      <Button
                        variant="secondary"
                        className="!px-2 !py-1 whitespace-nowrap"
                        onClick={() => setEditing(s)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        className="!px-2 !py-1 whitespace-nowrap"
                        disabled={busy || s.id === me}
                        onClick={() => {
                          if (
                            s.active &&
                            !window.confirm(`Deactivate ${s.username}? Their sessions end at once.`)
                          )
                            return;
                          void run(() =>
                            call('PUT', `${base}/SetActive`, {
                              id: s.id,
                              version: s.version,
                              active: !s.active,
                            }),
                          );
                        }}
                      >
                        {s.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                      <Button
                        variant="secondary"
                        className="!px-2 !py-1 whitespace-nowrap"
                        disabled={busy}
                        onClick={() => {
                          if (
                            !window.confirm(`Make up a new password for ${s.username}? Their sessions end.`)
                          )
                            return;
                          void secretsOf(() =>
                            call('POST', `${base}/ResetPassword`, { id: s.id, version: s.version }),
                          );
                        }}
                      >
                        Reset password
                      </Button>
                      <Button
                        variant="secondary"
                        className="!px-2 !py-1 whitespace-nowrap"
                        disabled={busy || s.liveSessions === 0}
                        onClick={() =>
                          run(() => call('POST', `${base}/RevokeSessions`, { id: s.id, version: s.version }))
                        }
                      >
                        End sessions
                      </Button>
                      <Button
                        variant="secondary"
                        className="!px-2 !py-1 whitespace-nowrap"
                        disabled={busy || !s.totpEnrolled}
                        onClick={() => {
                          if (!window.confirm(`Reset the one-time code secret of ${s.username}?`)) return;
                          void secretsOf(() =>
                            call('POST', `${base}/ResetTotp`, { id: s.id, version: s.version }),
                          );
                        }}
                      >
                        Reset one-time code
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <EditDialog
          account={editing}
          busy={busy}
          error={error}
          onClose={() => {
            setEditing(null);
            setError(null);
          }}
          onSave={(displayName, roles) =>
            secretsOf(() =>
              call('PUT', `${base}/Update`, { id: editing.id, version: editing.version, displayName, roles }),
            ).then((ok) => ok && setEditing(null))
          }
        />
      ) : null}
    </section>
  );
}
