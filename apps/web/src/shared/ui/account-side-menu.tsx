import { clsx } from 'clsx';
import { ClipboardList, LayoutDashboard, LoaderCircle, LogOut, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n';
import { useSignOut } from '../use-sign-out';

export type AccountSection = 'dashboard' | 'orders' | 'details';

const entries = [
  { id: 'dashboard', to: '/account/dashboard', icon: LayoutDashboard, label: 'account.menu.dashboard' },
  { id: 'orders', to: '/account/orders', icon: ClipboardList, label: 'account.menu.orders' },
  { id: 'details', to: '/account/account-details', icon: UserRoundPen, label: 'account.menu.details' },
] as const;

const entryClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors';

/**
 * The account side menu (spec §2): dashboard, orders, account details and log out. The current entry
 * is highlighted and clicking it does nothing.
 */
export function AccountSideMenu({ current }: { current: AccountSection }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <nav aria-label={t('account.menu.label')} className="rounded-lg border border-navy-100 bg-white p-2">
      <ul className="flex flex-col gap-1">
        {entries.map(({ id, to, icon: Icon, label }) => {
          const isCurrent = id === current;
          return (
            <li key={id}>
              <Link
                to={to}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={(event) => {
                  if (isCurrent) event.preventDefault();
                }}
                className={clsx(
                  entryClass,
                  isCurrent
                    ? 'cursor-default bg-navy-900 text-white'
                    : 'text-navy-800 hover:bg-navy-50 hover:text-navy-950',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {t(label)}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={isSigningOut}
            aria-busy={isSigningOut}
            className={clsx(entryClass, 'text-start text-navy-800 hover:bg-navy-50 disabled:opacity-70')}
          >
            {isSigningOut ? (
              <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />
            ) : (
              <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
            )}
            {isSigningOut ? t('account.menu.loggingOut') : t('account.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The frame of every signed-in account page: the side menu beside (or, on phones, above) the content. */
export function AccountPageFrame({
  current,
  title,
  children,
}: {
  current: AccountSection;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8 lg:py-12">
      <h1 className="text-2xl font-semibold text-navy-950 md:text-3xl">{title}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside>
          <AccountSideMenu current={current} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
