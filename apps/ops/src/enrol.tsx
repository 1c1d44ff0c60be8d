import { opsApi } from '@dfs/contract/ops/paths';
import {
  type OpsEnrolment,
  type OpsEnrolmentCompleted,
  OpsEnrolmentCompleteRequest,
} from '@dfs/contract/ops/staff-enrolment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { call } from './api';
import { problemText, text } from './text';
import { Alert, Button, Field, Input } from './ui';

type Form = { token: string; password: string; otp: string };

/** The token of the link `npm run ops:create-admin` printed: after `#`, so it never reaches a log. */
const linkToken = () => window.location.hash.replace(/^#/, '');

/** First-admin enrolment: set up the one-time code app, then choose the password. */
export function EnrolPage() {
  const [enrolment, setEnrolment] = useState<OpsEnrolment>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<OpsEnrolmentCompleted>();
  const form = useForm<Form>({
    resolver: zodResolver(OpsEnrolmentCompleteRequest) as never,
    defaultValues: { token: linkToken(), password: '', otp: '' },
  });
  const errors = form.formState.errors;

  useEffect(() => {
    call<OpsEnrolment>('POST', opsApi.staffEnrolmentGet.path, { token: linkToken() })
      .then(setEnrolment)
      .catch((error) => setProblem(problemText(error)));
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      setDone(await call<OpsEnrolmentCompleted>('POST', opsApi.staffEnrolmentComplete.path, values));
      window.history.replaceState(null, '', window.location.pathname);
    } catch (error) {
      setProblem(problemText(error));
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <div className="w-full max-w-md space-y-4 rounded-lg bg-white p-8 shadow">
        <h1 className="text-xl font-semibold">Set up your admin account</h1>
        {problem ? <Alert>{problem}</Alert> : null}
        {done ? (
          <>
            <p role="status">{done.message}</p>
            <p>
              Username: <strong>{done.username}</strong>
            </p>
            <Link className="text-sky-700 underline" to="/sign-in">
              Go to sign-in
            </Link>
          </>
        ) : enrolment ? (
          <form onSubmit={submit} noValidate className="space-y-4">
            <p>
              Username: <strong>{enrolment.username}</strong>
            </p>
            <ol className="list-decimal space-y-2 ps-5 text-sm text-slate-700">
              <li>Scan this code with an authenticator app (or type the secret below).</li>
              <li>Choose a password of at least 12 characters.</li>
              <li>Enter the six-digit code the app shows now.</li>
            </ol>
            <img
              src={enrolment.totpQr}
              alt="QR code of the one-time code secret"
              className="mx-auto h-48 w-48"
            />
            <p className="break-all text-sm">
              Secret:{' '}
              <code className="rounded bg-slate-100 px-2 py-1 font-mono" data-testid="enrol-totp">
                {enrolment.totpSecret}
              </code>
            </p>
            <Field label="New password" error={text(errors.password?.message)}>
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label="Code from the app" error={text(errors.otp?.message)}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...form.register('otp')}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : 'Finish set-up'}
            </Button>
          </form>
        ) : problem ? null : (
          <p>Opening the link…</p>
        )}
      </div>
    </main>
  );
}
