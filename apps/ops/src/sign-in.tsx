import { StaffSignInRequest, type StaffSignInResponse } from '@dfs/contract/ops/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, call, session } from './api';
import { text } from './text';
import { Alert, Button, Field, Input } from './ui';

type Form = { username: string; password: string; otp?: string };

export function SignInPage() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const form = useForm<Form>({
    resolver: zodResolver(StaffSignInRequest) as never,
    defaultValues: { username: '', password: '', otp: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const answer = await call<StaffSignInResponse>('POST', '/Ops/api/V1.0/Staff/SignIn', {
        ...values,
        otp: values.otp ? values.otp : undefined,
      });
      session.set({ token: answer.token, staff: answer.staff });
      navigate(
        answer.staff.roles.some((r) => r === 'merchandiser' || r === 'admin')
          ? '/items'
          : answer.staff.roles.includes('station')
            ? '/flights'
            : '/items',
      );
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'The console cannot reach the server; try again.',
      );
    }
  });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <form onSubmit={submit} noValidate className="w-full max-w-sm space-y-4 rounded-lg bg-white p-8 shadow">
        <h1 className="text-xl font-semibold">Operations console</h1>
        <p className="text-sm text-slate-600">
          Staff sign-in. Administrators also enter the code from their authenticator app.
        </p>
        {problem ? <Alert>{problem}</Alert> : null}
        <Field label="Username" error={text(errors.username?.message)}>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <Field label="Password" error={text(errors.password?.message)}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Field label="One-time code (if you have one)" error={text(errors.otp?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('otp', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
