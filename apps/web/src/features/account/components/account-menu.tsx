import { LoaderCircle, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session-store';
import { NavMenu, NavMenuContent, NavMenuItem, NavMenuTrigger } from '../../../shared/ui/nav-menu';
import { useSignOut } from '../../../shared/use-sign-out';

const itemClass = 'block rounded-md px-3 py-2 text-sm text-navy-800 hover:bg-navy-50 hover:text-navy-950';

function MenuLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link to={to} className={itemClass}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The header's account pop-up: sign-in choices, or the signed-in traveller's shortcuts. Its entries
 * are links, so it is a small navigation menu (and shares the header's menu code).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const userInfo = useSessionStore((s) => s.userInfo);
  const { signOut, isSigningOut } = useSignOut();
  const name = isSignedIn && userInfo ? userInfo.firstName || userInfo.username : null;

  return (
    <NavMenu idBase="account-menu" aria-label={t('header.account')} className="relative">
      <ul>
        <NavMenuItem value="account">
          <NavMenuTrigger
            aria-label={name ? t('account.menu.accountOf', { name }) : t('header.account')}
            className="flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-white hover:bg-white/10 data-[state=open]:bg-white/10"
          >
            <UserRound aria-hidden="true" className="size-6 shrink-0" strokeWidth={1.75} />
            {/* Signed in, the header shows the traveller's name (spec §2); on phones the icon only. */}
            {name && <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>}
          </NavMenuTrigger>
          <NavMenuContent className="animate-fade-in absolute end-0 top-full z-50 mt-2 w-64 rounded-lg bg-white p-2 text-navy-950 shadow-xl ring-1 ring-navy-100">
            {name ? (
              <ul>
                <li className="px-3 pt-2 pb-1 text-sm font-semibold">
                  {t('header.greeting', { name: name ?? '' })}
                </li>
                <MenuLink to="/account/dashboard">{t('header.dashboard')}</MenuLink>
                <MenuLink to="/account/orders">{t('header.myOrders')}</MenuLink>
                <li>
                  <button
                    type="button"
                    className={`${itemClass} flex w-full items-center gap-2 text-start`}
                    disabled={isSigningOut}
                    aria-busy={isSigningOut}
                    onClick={() => void signOut()}
                  >
                    {isSigningOut && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                    {isSigningOut ? t('account.menu.loggingOut') : t('header.signOut')}
                  </button>
                </li>
              </ul>
            ) : (
              <ul>
                <MenuLink to="/login">{t('header.signIn')}</MenuLink>
                <MenuLink to="/shebamiles/login">{t('header.milesSignIn')}</MenuLink>
                <MenuLink to="/registration">{t('header.register')}</MenuLink>
                <li aria-hidden="true" className="my-1 border-t border-navy-100" />
                <MenuLink to="/account">{t('header.myAccount')}</MenuLink>
                <MenuLink to="/order-tracking">{t('header.orderTracking')}</MenuLink>
              </ul>
            )}
          </NavMenuContent>
        </NavMenuItem>
      </ul>
    </NavMenu>
  );
}
