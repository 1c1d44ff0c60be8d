import { ClipboardList, Plane, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePassengerProfile } from '../../../shared/api/get-passenger-profile';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { RequireSignIn } from '../../../shared/require-sign-in';
import { useSessionStore } from '../../../shared/session-store';
import { AccountPageFrame } from '../../../shared/ui/account-side-menu';
import { useDocumentTitle } from '../../../shared/use-document-title';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-navy-100 bg-white p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-navy-950">
        {icon}
        {title}
      </h2>
      <div className="mt-3 text-sm text-navy-800">{children}</div>
    </section>
  );
}

/** /account/dashboard (spec §2): greets the traveller by username; sign-in required. */
export function DashboardPage() {
  return (
    <RequireSignIn>
      <Dashboard />
    </RequireSignIn>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.dashboard'));
  const userInfo = useSessionStore((s) => s.userInfo);
  const loyaltyProfile = useSessionStore((s) => s.loyaltyProfile);
  const userId = typeof userInfo?.userId === 'number' ? userInfo.userId : Number(userInfo?.userId);
  const profile = usePassengerProfile(Number.isInteger(userId) ? userId : undefined);
  const format = useFormatters();
  const membership = profile.data?.ShabamilesMembershipNumber ?? loyaltyProfile?.membershipNumber ?? null;

  return (
    <AccountPageFrame current="dashboard" title={t('pages.dashboard')}>
      <p className="text-lg font-medium text-navy-950">
        {t('account.dashboard.greeting', { username: userInfo?.username ?? '' })}
      </p>
      <p className="mt-1 text-sm text-navy-700">{t('account.dashboard.intro')}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Card
          title={t('account.dashboard.details')}
          icon={<UserRoundPen aria-hidden="true" className="size-5 text-navy-600" />}
        >
          {profile.isPending ? (
            <div className="flex flex-col gap-2" aria-hidden="true">
              <div className="h-4 w-2/3 animate-pulse rounded bg-navy-100" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-navy-100" />
            </div>
          ) : profile.isError ? (
            <p role="alert">{t('account.details.loadError')}</p>
          ) : (
            <dl className="grid gap-1">
              <dt className="sr-only">{t('account.profile.name')}</dt>
              <dd className="font-medium">
                {[profile.data.firstName, profile.data.middleName, profile.data.lastName]
                  .filter(Boolean)
                  .join(' ')}
              </dd>
              <dt className="sr-only">{t('account.profile.email')}</dt>
              <dd>{profile.data.email}</dd>
              <dt className="sr-only">{t('account.profile.mobileNumber')}</dt>
              <dd dir="ltr" className="text-start">
                {profile.data.mobileNumber}
              </dd>
            </dl>
          )}
          <Link
            to="/account/account-details"
            className="mt-3 inline-block font-semibold text-navy-950 underline-offset-4 hover:underline"
          >
            {t('account.dashboard.editDetails')}
          </Link>
        </Card>
        <Card
          title={t('account.dashboard.miles')}
          icon={<Plane aria-hidden="true" className="size-5 text-navy-600" />}
        >
          <p>
            {membership
              ? t('account.dashboard.milesNumber', { number: membership })
              : t('account.dashboard.noMiles')}
          </p>
          {profile.data?.milesBalance != null ? (
            <p className="mt-2 font-semibold tabular-nums text-navy-950">
              {t('checkout.milesBalance', { miles: format.miles(profile.data.milesBalance) })}
            </p>
          ) : null}
        </Card>
        <Card
          title={t('account.dashboard.orders')}
          icon={<ClipboardList aria-hidden="true" className="size-5 text-navy-600" />}
        >
          <p>{t('account.dashboard.ordersText')}</p>
          <Link
            to="/account/orders"
            className="mt-3 inline-block font-semibold text-navy-950 underline-offset-4 hover:underline"
          >
            {t('account.dashboard.viewOrders')}
          </Link>
        </Card>
      </div>
    </AccountPageFrame>
  );
}
