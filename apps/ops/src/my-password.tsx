import { opsApi } from '@dfs/contract/ops/paths';
import { StaffChangePasswordRequest, type StaffPasswordChanged } from '@dfs/contract/ops/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, call } from './api';
import { text } from './text';
import { Alert, Button, Field, Input } from './ui';

type Form = { currentPassword: string; newPassword: string };

/** The server's field names (ASP.NET style) for this form's fields. */
const serverFields = { CurrentPassword: 'currentPassword', NewPassword: 'newPassword' } as const;

/** Any staff member changes their own password; their other sessions end. */
export function MyPasswordPage() {
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const form = useForm<Form>({
    resolver: zodResolver(StaffChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    setDone(undefined);
    try {
      const answer = await call<StaffPasswordChanged>(
        opsApi.staffChangePassword.method,
        opsApi.staffChangePassword.path,
        values,
      );
      form.reset();
      setDone(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) return setProblem('The console cannot reach the server; try again.');
      const fields = Object.entries(error.errors).filter(([key]) => key in serverFields);
      for (const [key, messages] of fields)
        form.setError(serverFields[key as keyof typeof serverFields], { message: messages[0] });
      if (fields.length === 0) setProblem(error.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-sm space-y-4">
      <h1 className="text-xl font-semibold">Change my password</h1>
      <p className="text-sm text-slate-600">
        At least 12 characters, not a well-known one, not containing your username. Your other sessions end.
      </p>
      {problem ? <Alert>{problem}</Alert> : null}
      {done ? (
        <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
          {done}
        </p>
      ) : null}
      <Field label="Current password" error={text(errors.currentPassword?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field label="New password" error={text(errors.newPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
