import {
  ChangePasswordRequest,
  type PassengerProfile,
  ProfileUpdateRequest,
  titles,
} from '@dfs/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { usePassengerProfile } from '../../../shared/api/get-passenger-profile';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n';
import { RequireSignIn } from '../../../shared/require-sign-in';
import { useSessionStore } from '../../../shared/session-store';
import { AccountPageFrame } from '../../../shared/ui/account-side-menu';
import { Button } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import {
  clearingOnType,
  EmailField,
  FormMessage,
  MobileNumberField,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  useFieldMessage,
} from './form-parts';

const lowerFirst = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

/** /account/account-details (spec §2): profile editing and change password; sign-in required. */
export function AccountDetailsPage() {
  return (
    <RequireSignIn>
      <AccountDetails />
    </RequireSignIn>
  );
}

function AccountDetails() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.accountDetails'));
  const userInfo = useSessionStore((s) => s.userInfo);
  const userId = Number(userInfo?.userId);
  const profile = usePassengerProfile(Number.isInteger(userId) ? userId : undefined);

  return (
    <AccountPageFrame current="details" title={t('pages.accountDetails')}>
      <div className="flex flex-col gap-6">
        <section className="rounded-lg border border-navy-100 bg-white p-5 md:p-6">
          <h2 className="text-lg font-semibold text-navy-950">{t('account.details.profile')}</h2>
          {profile.isPending ? (
            <div className="mt-4 grid gap-4 md:grid-cols-2" aria-busy="true">
              {['a', 'b', 'c', 'd', 'e', 'f'].map((slot) => (
                <div key={slot} className="h-16 animate-pulse rounded-md bg-navy-50" />
              ))}
            </div>
          ) : profile.isError ? (
            <div className="mt-4 flex flex-col items-start gap-3">
              <FormMessage tone="error">{t('account.details.loadError')}</FormMessage>
              <Button variant="outline" onClick={() => void profile.refetch()}>
                {t('account.details.retry')}
              </Button>
            </div>
          ) : (
            <ProfileForm profile={profile.data} />
          )}
        </section>
        <section className="rounded-lg border border-navy-100 bg-white p-5 md:p-6">
          <h2 className="text-lg font-semibold text-navy-950">{t('account.details.changePassword')}</h2>
          <ChangePasswordForm username={userInfo?.username ?? ''} />
        </section>
      </div>
    </AccountPageFrame>
  );
}

type ProfileInput = z.input<typeof ProfileUpdateRequest>;
type ProfileOutput = z.output<typeof ProfileUpdateRequest>;

function ProfileForm({ profile }: { profile: PassengerProfile }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const update = useUpdateProfile();
  const setUserInfo = useSessionStore((s) => s.setUserInfo);
  const userInfo = useSessionStore((s) => s.userInfo);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(ProfileUpdateRequest),
    defaultValues: {
      email: profile.email,
      title: profile.title ?? '',
      firstName: profile.firstName,
      middleName: profile.middleName ?? '',
      lastName: profile.lastName,
      nationality: profile.nationality ?? '',
      mobileNumber: profile.mobileNumber ?? '',
      currentPassword: '',
    },
    reValidateMode: 'onSubmit',
  });
  // A new address needs the current password (the server asks for it too).
  const emailChanges = (watch('email') ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  const onSubmit = handleSubmit((values) => {
    setResult(null);
    const { currentPassword, ...changes } = values;
    update.mutate(emailChanges ? { ...changes, currentPassword } : changes, {
      onSuccess: (saved) => {
        setValue('currentPassword', '');
        if (userInfo) setUserInfo({ ...userInfo, firstName: saved.firstName, lastName: saved.lastName });
        setResult({ tone: 'success', text: t('account.details.saved') });
      },
      onError: (error) => {
        if (!isApiError(error)) return setResult({ tone: 'error', text: t('account.common.somethingWrong') });
        for (const [key, messages] of Object.entries(error.errors)) {
          setError(lowerFirst(key) as FieldPath<ProfileInput>, { message: messages[0] });
        }
        setResult({ tone: 'error', text: error.message });
      },
    });
  });

  const field = (name: FieldPath<ProfileInput>) => ({
    ...clearingOnType(register(name), () => {
      clearErrors(name);
      setResult(null);
    }),
    error: fieldMessage(errors[name]?.message),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('account.profile.username')} value={profile.username} readOnly disabled />
        <SelectField label={t('account.profile.title')} {...field('title')}>
          <option value="">{t('account.profile.titleChoose')}</option>
          {titles.map((title) => (
            <option key={title.id} value={title.id}>
              {t(`account.profile.titles.${title.key}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('account.profile.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField
          label={t('account.profile.middleName')}
          autoComplete="additional-name"
          {...field('middleName')}
        />
        <TextField label={t('account.profile.lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField
          label={t('account.profile.nationality')}
          autoComplete="country-name"
          {...field('nationality')}
        />
        <EmailField {...field('email')} />
        <MobileNumberField {...field('mobileNumber')} />
        {emailChanges && (
          <PasswordField
            label={t('account.profile.currentPasswordForEmail')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        )}
      </div>
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
      <div className="md:max-w-xs">
        <SubmitButton
          busy={update.isPending}
          label={t('account.details.save')}
          busyLabel={t('account.details.saving')}
        />
      </div>
    </form>
  );
}

const ChangePasswordForm_ = ChangePasswordRequest.omit({ username: true })
  .extend({ confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPasswordMismatch',
  });
type ChangePasswordValues = z.infer<typeof ChangePasswordForm_>;

function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const change = useChangePassword();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordForm_),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) => {
    setResult(null);
    change.mutate(
      { username, oldPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          reset();
          setResult({ tone: 'success', text: message });
        },
        onError: (error) => {
          if (!isApiError(error))
            return setResult({ tone: 'error', text: t('account.common.somethingWrong') });
          const fields = Object.entries(error.errors);
          for (const [key, messages] of fields) {
            setError(lowerFirst(key) as keyof ChangePasswordValues, { message: messages[0] });
          }
          if (fields.length === 0) setResult({ tone: 'error', text: error.message });
        },
      },
    );
  });

  const field = (name: keyof ChangePasswordValues) => ({
    ...clearingOnType(register(name), () => {
      clearErrors(name);
      setResult(null);
    }),
    error: fieldMessage(errors[name]?.message),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4 md:max-w-md">
      <PasswordField
        label={t('account.details.currentPassword')}
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <PasswordField
        label={t('account.details.newPassword')}
        autoComplete="new-password"
        hint={t('account.profile.passwordHint')}
        {...field('newPassword')}
      />
      <PasswordField
        label={t('account.details.confirmNewPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
      <div className="md:max-w-xs">
        <SubmitButton
          busy={change.isPending}
          label={t('account.details.changePasswordSubmit')}
          busyLabel={t('account.details.saving')}
        />
      </div>
    </form>
  );
}
