import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call, session } from '../api';
import { clearCrewDevice } from './crew-store';

/** Whether the crew pages are all a staff member has (they start there). */
export const isCrewOnly = (roles: readonly string[]) => roles.length > 0 && roles.every((r) => r === 'crew');

/** Registers the crew pages' service worker: they then load with no network (DESIGN.md §11). */
function useCrewServiceWorker() {
  useEffect(() => {
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('/ops/crew-sw.js', { scope: '/ops/crew' }).catch(() => undefined);
    }
  }, []);
}

/** Whether the device has a network, as the browser sees it. */
export function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The crew's phone layout: one column, large targets, the network state always in sight. */
export function CrewFrame({ title, back, children }: { title: string; back?: string; children: ReactNode }) {
  useCrewServiceWorker();
  const online = useOnline();
  const navigate = useNavigate();
  const [unsynced, setUnsynced] = useState(0);
  const signOut = async () => {
    const device = await clearCrewDevice();
    if (!device.cleared) {
      setUnsynced(device.waiting);
      return;
    }
    await call('POST', '/Ops/api/V1.0/Staff/SignOut').catch(() => undefined);
    session.set(null);
    navigate('/sign-in');
  };
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-10 flex items-center gap-3 bg-sky-900 px-4 py-3 text-white">
        {back ? (
          <Link to={back} className="rounded px-2 py-1 text-sm underline">
            Back
          </Link>
        ) : null}
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{title}</h1>
        <span
          role="status"
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${online ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-200 text-amber-950'}`}
        >
          {online ? 'Online' : 'Offline'}
        </span>
        {online ? (
          <button type="button" onClick={signOut} className="rounded px-2 py-1 text-sm underline">
            Sign out
          </button>
        ) : null}
      </header>
      <main className="mx-auto max-w-2xl p-4">
        {unsynced > 0 ? (
          <p role="alert" className="mb-4 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
            {unsynced === 1 ? '1 hand-over has' : `${unsynced} hand-overs have`} not synced yet. Signing out
            deletes this device's data: stay signed in until they have synced.
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
