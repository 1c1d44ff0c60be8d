import { EmailAddress } from '@dfs/contract/engagement';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/button';
import { useForgotPassword } from '../api/forgot-password';
import {
  AuthCard,
  clearingOnType,
  FormMessage,
  SubmitButton,
  TextField,
  useFieldMessage,
} from './form-parts';

const ForgotPasswordForm = z.object({ email: EmailAddress });
type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/**
 * /forgot-password (spec §2, §4, §5, §8): a valid e-mail; then the success text. "User account does
 * not exist" shows under the field when the server says so.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordForm),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    forgot.mutate(email, {
      onSuccess: ({ message }) => setSent(message),
      onError: (error) =>
        setFailure(
          isApiError(error) && error.status !== 0 ? error.message : t('account.common.somethingWrong'),
        ),
    });
  });

  if (sent) {
    return (
      <AuthCard title={t('account.forgot.title')}>
        <FormMessage tone="success">{sent}</FormMessage>
        <ButtonLink to="/login" variant="secondary" className="mt-6 w-full">
          {t('account.forgot.backToLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('account.forgot.title')}
      intro={t('account.forgot.intro')}
      back={{ to: '/login', label: t('account.common.back') }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('account.profile.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldMessage(errors.email?.message)}
          {...clearingOnType(register('email'), () => {
            clearErrors('email');
            setFailure(null);
          })}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <SubmitButton
          busy={forgot.isPending}
          label={t('account.forgot.submit')}
          busyLabel={t('account.forgot.submitting')}
        />
      </form>
    </AuthCard>
  );
}
