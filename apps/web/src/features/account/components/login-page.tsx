import { SignInRequest } from '@dfs/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { withRedirect } from '../../../shared/safe-redirect';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage, storeSignIn, useAfterSignIn, useRedirectTarget } from '../session';
import {
  AuthCard,
  clearingOnType,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
  useFieldMessage,
} from './form-parts';

/**
 * /login (spec §2, §4, §5): username and password; a spinner while logging in; typing clears that
 * field's error and the message; on success the redirect target, else the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const redirect = useRedirectTarget();
  const afterSignIn = useAfterSignIn();
  const signIn = useSignIn();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<SignInRequest>({
    resolver: zodResolver(SignInRequest),
    defaultValues: { username: '', password: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((values) => {
    setMessage(null);
    signIn.mutate(values, {
      onSuccess: ({ data }) => {
        storeSignIn(data);
        afterSignIn();
      },
      onError: (error) =>
        setMessage(signInErrorMessage(error, ['Username', 'Password'], t('account.common.somethingWrong'))),
    });
  });

  const typing = (field: keyof SignInRequest) => () => {
    clearErrors(field);
    setMessage(null);
  };

  return (
    <AuthCard
      title={t('account.login.title')}
      back={{ to: withRedirect('/account', redirect), label: t('account.common.back') }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('account.login.username')}
          placeholder={t('account.login.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          error={fieldMessage(errors.username?.message)}
          {...clearingOnType(register('username'), typing('username'))}
        />
        <PasswordField
          label={t('account.login.password')}
          autoComplete="current-password"
          error={fieldMessage(errors.password?.message)}
          {...clearingOnType(register('password'), typing('password'))}
        />
        <Link
          to="/forgot-password"
          className="-my-1 self-end py-1 text-sm font-medium text-navy-700 underline-offset-4 hover:underline"
        >
          {t('account.login.forgot')}
        </Link>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <SubmitButton
          busy={signIn.isPending}
          label={t('account.login.submit')}
          busyLabel={t('account.login.submitting')}
        />
        <p className="text-center text-sm text-navy-700">
          {t('account.login.noAccount')}{' '}
          <Link
            to={withRedirect('/registration', redirect)}
            className="font-semibold text-navy-950 underline-offset-4 hover:underline"
          >
            {t('account.login.register')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
