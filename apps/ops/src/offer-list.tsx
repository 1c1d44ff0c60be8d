import type { OpsOfferList } from '@dfs/contract/ops/offers';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call } from './api';
import { OfferForm } from './offers';
import { canEdit, day, money, td, th } from './price-parts';
import { Alert } from './ui';

/** Every offer price list (unit and percentage), newest first. */
export function OffersPage() {
  const query = useQuery({
    queryKey: ['offers'],
    queryFn: () => call<OpsOfferList>('GET', '/Ops/api/V1.0/Offer/GetAll'),
  });
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Offers</h1>
        {canEdit() ? (
          <Link
            to="/offers/new"
            className="ms-auto rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white hover:bg-sky-900"
          >
            New offer
          </Link>
        ) : null}
      </div>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data?.rows.length === 0 ? <p className="text-sm text-slate-600">No offer yet.</p> : null}
      {query.data?.rows.length ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className={th}>Name</th>
                <th className={th}>Kind</th>
                <th className={th}>From</th>
                <th className={th}>Until</th>
                <th className={th}>Items</th>
                <th className={th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((o) => (
                <tr key={o.id} className="border-t border-slate-100">
                  <td className={td}>
                    <Link className="text-sky-800 underline-offset-2 hover:underline" to={`/offers/${o.id}`}>
                      {o.name}
                    </Link>
                  </td>
                  <td className={td}>
                    {o.kind === 3
                      ? o.isPercentage
                        ? `${o.salesRate} % off`
                        : `${money(o.salesRate ?? 0)} off`
                      : 'Unit prices'}
                  </td>
                  <td className={td}>{day(o.validFrom)}</td>
                  <td className={td}>{day(o.validTo)}</td>
                  <td className={`${td} tabular-nums`}>{o.items.length}</td>
                  <td className={td}>{o.active ? 'Active' : 'Off'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** An offer opened for editing, or a new one (`/offers/new`). */
export function OfferEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const query = useQuery({
    queryKey: ['offers'],
    queryFn: () => call<OpsOfferList>('GET', '/Ops/api/V1.0/Offer/GetAll'),
    staleTime: 0,
  });
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">Loading…</p>;
  const offer = id === undefined ? undefined : query.data.rows.find((o) => o.id === id);
  if (id !== undefined && !offer) return <Alert>No offer has this id.</Alert>;
  return <OfferForm key={offer ? `${offer.id}:${offer.version}` : 'new'} offer={offer} />;
}
