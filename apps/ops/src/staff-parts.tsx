import { type StaffRole, staffRoles } from '@dfs/contract/ops/roles';
import type { OpsStaffAccount, OpsStaffSecrets } from '@dfs/contract/ops/staff-admin';
import { useState } from 'react';
import { FormDialog } from './dialog';
import { Alert, Button, Field, inputClass } from './ui';

/** The parts of the staff screen: role choice, the secrets shown once, the edit dialog. */

export function RoleChoice(props: { value: StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Roles</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {staffRoles.map((role) => (
          <label key={role} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={props.value.includes(role)}
              onChange={(e) =>
                props.onChange(
                  e.target.checked ? [...props.value, role] : props.value.filter((r) => r !== role),
                )
              }
            />
            {role}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A password or one-time code secret the API made: shown this once. */
export function Secrets({ answer, onDone }: { answer: OpsStaffSecrets; onDone: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="font-medium">
        For {answer.staff.username}: copy what follows now and pass it on safely; it is not shown again.
      </p>
      {answer.password ? (
        <p>
          Password:{' '}
          <code className="rounded bg-white px-2 py-1 font-mono" data-testid="staff-password">
            {answer.password}
          </code>
        </p>
      ) : null}
      {answer.totpSecret ? (
        <p className="break-all">
          One-time code secret (add it to an authenticator app):{' '}
          <code className="rounded bg-white px-2 py-1 font-mono" data-testid="staff-totp">
            {answer.totpSecret}
          </code>
        </p>
      ) : null}
      <Button variant="secondary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

export function EditDialog(props: {
  account: OpsStaffAccount;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (displayName: string, roles: StaffRole[]) => void;
}) {
  const [displayName, setDisplayName] = useState(props.account.displayName);
  const [roles, setRoles] = useState<StaffRole[]>(props.account.roles);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={`Edit ${props.account.username}`}
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave(displayName, roles);
        }}
      >
        <Field label="Display name">
          <input
            className={inputClass}
            required
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </Field>
        <RoleChoice value={roles} onChange={setRoles} />
        {props.error ? <Alert>{props.error}</Alert> : null}
        <Button type="submit" disabled={props.busy || roles.length === 0}>
          Save
        </Button>
      </form>
    </FormDialog>
  );
}
