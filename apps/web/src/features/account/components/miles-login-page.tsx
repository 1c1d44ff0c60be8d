import { MilesSignInRequest } from '@dfs/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { withRedirect } from '../../../shared/safe-redirect';
import { useMilesSignIn } from '../api/miles-sign-in';
import { signInErrorMessage, storeMilesSignIn, useAfterSignIn, useRedirectTarget } from '../session';
import {
  AuthCard,
  clearingOnType,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
  useFieldMessage,
} from './form-parts';
import type { MilesPrefill } from './registration-page';

/**
 * /shebamiles/login (spec §2, §4): membership number and password. A registered member is signed in
 * and redirected; a member without a site account goes to /registration, prefilled.
 */
export function MilesLoginPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const afterSignIn = useAfterSignIn();
  const milesSignIn = useMilesSignIn();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<MilesSignInRequest>({
    resolver: zodResolver(MilesSignInRequest),
    defaultValues: { MemberID: '', Password: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((values) => {
    setMessage(null);
    milesSignIn.mutate(values, {
      onSuccess: (data) => {
        if (data.customerAlreadyRegistered) {
          storeMilesSignIn(data);
          afterSignIn();
          return;
        }
        const miles: MilesPrefill = {
          membershipNumber: data.membershipNumber,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          token: data.token,
        };
        navigate(withRedirect('/registration', redirect), { state: { miles } });
      },
      onError: (error) =>
        setMessage(signInErrorMessage(error, ['MemberID', 'Password'], t('account.common.somethingWrong'))),
    });
  });

  const typing = (field: keyof MilesSignInRequest) => () => {
    clearErrors(field);
    setMessage(null);
  };

  return (
    <AuthCard
      title={t('account.miles.title')}
      intro={t('account.miles.intro')}
      back={{ to: withRedirect('/account', redirect), label: t('account.common.back') }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('account.miles.membershipNumber')}
          placeholder={t('account.miles.membershipPlaceholder')}
          autoComplete="username"
          autoCapitalize="characters"
          error={fieldMessage(errors.MemberID?.message)}
          {...clearingOnType(register('MemberID'), typing('MemberID'))}
        />
        <PasswordField
          label={t('account.miles.password')}
          placeholder={t('account.miles.passwordPlaceholder')}
          autoComplete="current-password"
          error={fieldMessage(errors.Password?.message)}
          {...clearingOnType(register('Password'), typing('Password'))}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <SubmitButton
          busy={milesSignIn.isPending}
          label={t('account.miles.submit')}
          busyLabel={t('account.login.submitting')}
        />
      </form>
    </AuthCard>
  );
}
