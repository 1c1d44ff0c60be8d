import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { AuthCard, clearingOnType, FormMessage, TextField, useFieldMessage } from './form-parts';

const GuestRegistrationForm = z.object({
  ticketNumber: z
    .string()
    .trim()
    .min(1, 'validation.ticketNumberRequired')
    .regex(/^(\d{13})?$/, 'validation.ticketNumberLength'),
});
type GuestRegistrationForm = z.infer<typeof GuestRegistrationForm>;

/**
 * /guest-reg (spec §2, §5): a ticket number is required. Submitting is not connected to anything yet
 * (spec), so the page says plainly that nothing was sent.
 */
export function GuestRegistrationPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<GuestRegistrationForm>({
    resolver: zodResolver(GuestRegistrationForm),
    defaultValues: { ticketNumber: '' },
    reValidateMode: 'onSubmit',
  });
  const length = watch('ticketNumber').trim().length;
  const errorKey = errors.ticketNumber?.message;

  return (
    <AuthCard
      title={t('account.guestReg.title')}
      intro={t('account.guestReg.intro')}
      back={{ to: '/account', label: t('account.common.back') }}
    >
      <form
        onSubmit={handleSubmit(({ ticketNumber }) => setSubmitted(ticketNumber))}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('account.guestReg.ticketNumber')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={13}
          error={
            errorKey === 'validation.ticketNumberLength'
              ? t('validation.ticketNumberLength', { count: length })
              : fieldMessage(errorKey)
          }
          {...clearingOnType(register('ticketNumber'), () => {
            clearErrors('ticketNumber');
            setSubmitted(null);
          })}
        />
        {submitted && (
          <FormMessage tone="success">{t('account.guestReg.notSent', { ticket: submitted })}</FormMessage>
        )}
        <Button type="submit" className="w-full">
          {t('account.guestReg.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
