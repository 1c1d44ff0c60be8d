import { RegistrationRequest, titles } from '@dfs/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n';
import { withRedirect } from '../../../shared/safe-redirect';
import { useRegister } from '../api/register';
import { storeSignIn, useAfterSignIn, useRedirectTarget } from '../session';
import {
  AuthCard,
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

/** What a miles sign-in of an unregistered member hands to registration (router state). */
export interface MilesPrefill {
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The miles sign-in's token: the proof that links the membership. */
  token: string;
}

const RegistrationForm = RegistrationRequest.omit({ ShabamilesMembershipNumber: true, shebamilesToken: true })
  .extend({ confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired') })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPasswordMismatch',
  });
type FormInput = z.input<typeof RegistrationForm>;
type FormOutput = z.output<typeof RegistrationForm>;

const formFields = new Set<string>([
  'title',
  'firstName',
  'middleName',
  'lastName',
  'nationality',
  'mobileNumber',
  'email',
  'username',
  'password',
]);
const lowerFirst = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

/** /registration (spec §2, §3): the registration fields; a miles member's details come prefilled. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const redirect = useRedirectTarget();
  const afterSignIn = useAfterSignIn();
  const location = useLocation();
  const miles = (location.state as { miles?: MilesPrefill } | null)?.miles;
  const registerCall = useRegister();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(RegistrationForm),
    defaultValues: {
      title: '',
      firstName: miles?.firstName ?? '',
      middleName: '',
      lastName: miles?.lastName ?? '',
      nationality: '',
      mobileNumber: '',
      email: miles?.email ?? '',
      username: '',
      password: '',
      confirmPassword: '',
    },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setMessage(null);
    const body = miles
      ? { ...values, ShabamilesMembershipNumber: miles.membershipNumber, shebamilesToken: miles.token }
      : values;
    registerCall.mutate(body, {
      onSuccess: ({ data }) => {
        storeSignIn(
          data,
          miles
            ? {
                membershipNumber: miles.membershipNumber,
                firstName: miles.firstName,
                lastName: miles.lastName,
                email: miles.email,
              }
            : null,
        );
        afterSignIn();
      },
      onError: (error) => {
        if (!isApiError(error)) return setMessage(t('account.common.somethingWrong'));
        let placed = false;
        for (const [key, messages] of Object.entries(error.errors)) {
          const field = lowerFirst(key);
          if (formFields.has(field)) {
            setError(field as FieldPath<FormInput>, { message: messages[0] });
            placed = true;
          }
        }
        if (!placed || error.errors.ShabamilesMembershipNumber) {
          setMessage(error.errors.ShabamilesMembershipNumber?.[0] ?? error.message);
        }
      },
    });
  });

  const field = (name: FieldPath<FormInput>) => ({
    ...clearingOnType(register(name), () => clearErrors(name)),
    error: fieldMessage(errors[name as keyof typeof errors]?.message),
  });

  return (
    <AuthCard
      wide
      title={t('account.registration.title')}
      intro={t('account.registration.intro')}
      back={{ to: withRedirect('/account', redirect), label: t('account.common.back') }}
    >
      {miles && (
        <p className="mb-5 flex items-start gap-2 rounded-md bg-navy-50 px-3 py-2.5 text-sm text-navy-900">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          {t('account.registration.milesLinked', { number: miles.membershipNumber })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-navy-950">
            {t('account.registration.personal')}
          </legend>
          <SelectField label={t('account.profile.title')} {...field('title')}>
            <option value="">{t('account.profile.titleChoose')}</option>
            {titles.map((title) => (
              <option key={title.id} value={title.id}>
                {t(`account.profile.titles.${title.key}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label={t('account.profile.middleName')}
            autoComplete="additional-name"
            {...field('middleName')}
          />
          <TextField
            label={t('account.profile.lastName')}
            autoComplete="family-name"
            {...field('lastName')}
          />
          <TextField
            label={t('account.profile.nationality')}
            autoComplete="country-name"
            {...field('nationality')}
          />
          <MobileNumberField {...field('mobileNumber')} />
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-navy-950">
            {t('account.registration.signInDetails')}
          </legend>
          <EmailField {...field('email')} />
          <TextField
            label={t('account.profile.username')}
            autoComplete="username"
            autoCapitalize="none"
            {...field('username')}
          />
          <PasswordField
            label={t('account.profile.password')}
            autoComplete="new-password"
            hint={t('account.profile.passwordHint')}
            {...field('password')}
          />
          <PasswordField
            label={t('account.profile.confirmPassword')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </fieldset>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <div className="md:max-w-xs">
          <SubmitButton
            busy={registerCall.isPending}
            label={t('account.registration.submit')}
            busyLabel={t('account.registration.submitting')}
          />
        </div>
        <p className="text-sm text-navy-700">
          {t('account.registration.haveAccount')}{' '}
          <Link
            to={withRedirect('/login', redirect)}
            className="font-semibold text-navy-950 underline-offset-4 hover:underline"
          >
            {t('account.registration.login')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
