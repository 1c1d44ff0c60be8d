import { ChevronRight, LogIn, Plane, ShoppingBag, UserPlus } from 'lucide-react';
import { type ComponentType, useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { isCheckoutTarget, withRedirect } from '../../../shared/safe-redirect';
import { useSessionStore } from '../../../shared/session-store';
import { signOutLanded } from '../../../shared/use-sign-out';
import { useRedirectTarget } from '../session';
import { AuthCard } from './form-parts';

function Choice({
  to,
  icon: Icon,
  label,
  hint,
}: {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  hint: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-16 items-center gap-4 rounded-lg border border-navy-100 px-4 py-3 text-navy-950 transition-colors hover:border-navy-300 hover:bg-navy-50"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-400">
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold">{label}</span>
          <span className="text-sm text-navy-600">{hint}</span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-navy-400 rtl:-scale-x-100" />
      </Link>
    </li>
  );
}

/**
 * /account (spec §2): log in, log in with miles, register, and continue as guest only when the
 * traveller is on the way to checkout. Also where log out lands. A signed-in traveller goes on to the
 * redirect target or the dashboard.
 */
export function AccountChoicePage() {
  const { t } = useTranslation();
  const redirect = useRedirectTarget();
  useEffect(signOutLanded, []);
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  // Signed in already: the choices to sign in make no sense; go where signing in would have led.
  if (isSignedIn) return <Navigate to={redirect ?? '/account/dashboard'} replace />;
  return (
    <AuthCard
      title={t('account.choice.title')}
      intro={t('account.choice.intro')}
      back={{ to: '/', label: t('account.common.back') }}
    >
      <ul className="flex flex-col gap-3">
        <Choice
          to={withRedirect('/login', redirect)}
          icon={LogIn}
          label={t('account.choice.login')}
          hint={t('account.choice.loginHint')}
        />
        <Choice
          to={withRedirect('/shebamiles/login', redirect)}
          icon={Plane}
          label={t('account.choice.miles')}
          hint={t('account.choice.milesHint')}
        />
        <Choice
          to={withRedirect('/registration', redirect)}
          icon={UserPlus}
          label={t('account.choice.register')}
          hint={t('account.choice.registerHint')}
        />
        {isCheckoutTarget(redirect) && (
          <Choice
            to={withRedirect('/guest-checkout', redirect)}
            icon={ShoppingBag}
            label={t('account.choice.guest')}
            hint={t('account.choice.guestHint')}
          />
        )}
      </ul>
    </AuthCard>
  );
}
