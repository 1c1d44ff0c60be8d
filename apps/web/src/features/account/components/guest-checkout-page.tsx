import { GuestDetails } from '@dfs/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../../shared/i18n';
import { isCheckoutTarget, withRedirect } from '../../../shared/safe-redirect';
import { useSessionStore } from '../../../shared/session-store';
import { Button } from '../../../shared/ui/button';
import { useRedirectTarget } from '../session';
import {
  AuthCard,
  clearingOnType,
  EmailField,
  MobileNumberField,
  TextField,
  useFieldMessage,
} from './form-parts';

type FormInput = z.input<typeof GuestDetails>;
type FormOutput = z.output<typeof GuestDetails>;

/**
 * /guest-checkout (spec §1, §2): who the order is for; stored as the guest profile, then on to checkout.
 * Offered only when the redirect target is checkout; any other visit goes to the /account choice.
 */
export function GuestCheckoutPage() {
  const redirect = useRedirectTarget();
  if (!isCheckoutTarget(redirect)) return <Navigate to="/account" replace />;
  return <GuestCheckoutForm redirect={redirect ?? '/checkout'} />;
}

function GuestCheckoutForm({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const saved = useSessionStore((s) => s.guestProfile);
  const setGuestProfile = useSessionStore((s) => s.setGuestProfile);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GuestDetails),
    defaultValues: saved ?? { firstName: '', lastName: '', email: '', mobileNumber: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((profile) => {
    setGuestProfile(profile);
    navigate(redirect);
  });

  const field = (name: FieldPath<FormInput>) => ({
    ...clearingOnType(register(name), () => clearErrors(name)),
    error: fieldMessage(errors[name]?.message),
  });

  return (
    <AuthCard
      title={t('account.guest.title')}
      intro={t('account.guest.intro')}
      back={{ to: withRedirect('/account', redirect), label: t('account.common.back') }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label={t('account.profile.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('account.profile.lastName')} autoComplete="family-name" {...field('lastName')} />
        <EmailField {...field('email')} />
        <MobileNumberField {...field('mobileNumber')} />
        <Button type="submit" className="w-full">
          {t('account.guest.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
