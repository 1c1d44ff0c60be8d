import { accountWireMessages, NewPassword } from '@dfs/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/button';
import { useResetPassword } from '../api/reset-password';
import {
  AuthCard,
  clearingOnType,
  FormMessage,
  PasswordField,
  SubmitButton,
  useFieldMessage,
} from './form-parts';

/** Reset password model (spec §3, §5): password and its confirmation. */
const ResetPasswordForm = z
  .object({
    password: NewPassword,
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPasswordMismatch',
  });
type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/**
 * /reset-password?token=… (spec §2, §4, §5, §8): a new password twice; "Invalid token" when the
 * server answers "operation ended with errors"; then the success text.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    reset.mutate(
      { verification_token: token, password },
      {
        onSuccess: ({ message }) =>
          message === accountWireMessages.resetFailed
            ? setFailure(t('account.reset.invalidToken'))
            : setDone(message),
        onError: (error) =>
          setFailure(
            isApiError(error) && error.status === 400 && !error.errors.Password
              ? t('account.reset.invalidToken')
              : isApiError(error) && error.errors.Password
                ? (error.errors.Password[0] ?? error.message)
                : t('account.common.somethingWrong'),
          ),
      },
    );
  });

  if (done) {
    return (
      <AuthCard title={t('account.reset.title')}>
        <FormMessage tone="success">{done}</FormMessage>
        <ButtonLink to="/login" className="mt-6 w-full">
          {t('account.reset.login')}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title={t('account.reset.title')}>
        <FormMessage tone="error">{t('account.reset.missingToken')}</FormMessage>
        <ButtonLink to="/forgot-password" variant="secondary" className="mt-6 w-full">
          {t('account.reset.requestNew')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('account.reset.title')} intro={t('account.reset.intro')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label={t('account.reset.password')}
          autoComplete="new-password"
          hint={t('account.profile.passwordHint')}
          error={fieldMessage(errors.password?.message)}
          {...clearingOnType(register('password'), () => clearErrors('password'))}
        />
        <PasswordField
          label={t('account.profile.confirmPassword')}
          autoComplete="new-password"
          error={fieldMessage(errors.confirmPassword?.message)}
          {...clearingOnType(register('confirmPassword'), () => clearErrors('confirmPassword'))}
        />
        {failure && (
          <>
            <FormMessage tone="error">{failure}</FormMessage>
            <ButtonLink to="/forgot-password" variant="outline" className="w-full">
              {t('account.reset.requestNew')}
            </ButtonLink>
          </>
        )}
        <SubmitButton
          busy={reset.isPending}
          label={t('account.reset.submit')}
          busyLabel={t('account.reset.submitting')}
        />
      </form>
    </AuthCard>
  );
}
