import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { call, session } from './api';
import { clearCrewDevice } from './crew/crew-store';

const links = [
  { to: '/items', label: 'Items', roles: ['merchandiser', 'admin'] },
  { to: '/categories', label: 'Categories', roles: ['merchandiser', 'admin'] },
  { to: '/brands', label: 'Brands', roles: ['merchandiser', 'admin'] },
  { to: '/collections', label: 'Collections', roles: ['merchandiser', 'admin'] },
  { to: '/banners', label: 'Banners', roles: ['merchandiser', 'admin'] },
  { to: '/offers', label: 'Offers', roles: ['merchandiser', 'admin'] },
  { to: '/regulation', label: 'Regulation', roles: ['merchandiser', 'admin'] },
  { to: '/care', label: 'Customer care', roles: ['care', 'admin'] },
  { to: '/reports', label: 'Reports', roles: ['care', 'admin', 'merchandiser'] },
  { to: '/price-rules', label: 'Volume, buy-get', roles: ['merchandiser', 'admin'] },
  { to: '/promo-codes', label: 'Promo codes', roles: ['merchandiser', 'admin'] },
  { to: '/currencies', label: 'Currencies', roles: ['merchandiser', 'admin'] },
  { to: '/bulk', label: 'Import / export', roles: ['merchandiser', 'station', 'admin'] },
  { to: '/staff', label: 'Staff', roles: ['admin'] },
  { to: '/audit-log', label: 'Audit log', roles: ['admin'] },
  { to: '/webhooks', label: 'Webhooks', roles: ['admin'] },
  { to: '/partners', label: 'Partners', roles: ['admin'] },
  { to: '/hand-over-flags', label: 'Flagged hand-overs', roles: ['station', 'care', 'admin'] },
  // Loaded afresh: the crew pages' service worker controls only pages loaded under /ops/crew.
  { to: '/crew', label: 'Crew hand-over', roles: ['crew'], reloadDocument: true },
  { to: '/flights', label: 'Flights', roles: ['station'] },
  { to: '/pre-order-windows', label: 'Pre-order windows', roles: ['station'] },
];

export function Shell() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const staff = session.get()?.staff;
  const [unsynced, setUnsynced] = useState(0);
  const signOut = async () => {
    // A device a crew member used keeps no manifest after sign-out (nor signs out with unsynced work).
    const device = await clearCrewDevice();
    if (!device.cleared) {
      setUnsynced(device.waiting);
      return;
    }
    await call('POST', '/Ops/api/V1.0/Staff/SignOut').catch(() => undefined);
    session.set(null);
    queryClient.clear();
    navigate('/sign-in');
  };
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 print:bg-white">
      <header className="flex flex-wrap print:hidden items-center gap-x-6 gap-y-2 border-b border-slate-200 bg-white px-6 py-3">
        <span className="font-semibold">Operations console</span>
        <nav className="flex flex-wrap gap-1" aria-label="Main">
          {links
            .filter((l) => l.roles.some((r) => staff?.roles.includes(r as never)))
            .map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                reloadDocument={'reloadDocument' in l}
                className={({ isActive }) =>
                  `rounded px-3 py-1.5 text-sm ${isActive ? 'bg-sky-100 font-medium text-sky-900' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {l.label}
              </NavLink>
            ))}
        </nav>
        <div className="ms-auto flex items-center gap-4">
          <span className="text-sm text-slate-600">
            {staff?.displayName} ({staff?.roles.join(', ')})
          </span>
          <NavLink to="/my-password" className="text-sm text-sky-800 underline hover:text-sky-950">
            Change my password
          </NavLink>
          <button
            type="button"
            onClick={signOut}
            className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
          >
            Sign out
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl p-6 print:max-w-none print:p-0">
        {unsynced > 0 ? (
          <p role="alert" className="mb-4 rounded bg-amber-100 p-3 text-sm text-amber-950">
            {unsynced} crew hand-over(s) on this device have not synced yet: open the crew pages online and
            let them sync before signing out.
          </p>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
