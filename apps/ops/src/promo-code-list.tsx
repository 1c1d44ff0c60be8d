import type { OpsPromoCodeList } from '@dfs/contract/ops/promo-codes';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call } from './api';
import { canEdit, day, money, td, th } from './price-parts';
import { PromoCodeForm } from './promo-codes';
import { Alert } from './ui';

const promoCodes = () => call<OpsPromoCodeList>('GET', '/Ops/api/V1.0/PromoCode/GetAll');
const limitText = (n: number | null) => (n === null ? 'no limit' : String(n));

/** Every promo code with its window, limits and uses, newest first. */
export function PromoCodesPage() {
  const query = useQuery({ queryKey: ['promo-codes'], queryFn: promoCodes });
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Promo codes</h1>
        {canEdit() ? (
          <Link
            to="/promo-codes/new"
            className="ms-auto rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white hover:bg-sky-900"
          >
            New promo code
          </Link>
        ) : null}
      </div>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data?.rows.length === 0 ? <p className="text-sm text-slate-600">No promo code yet.</p> : null}
      {query.data?.rows.length ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className={th}>Code</th>
                <th className={th}>Gives</th>
                <th className={th}>From</th>
                <th className={th}>Until</th>
                <th className={`${th} text-end`}>Used / limit</th>
                <th className={th}>Per customer</th>
                <th className={th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className={td}>
                    <Link
                      className="font-mono text-sky-800 underline-offset-2 hover:underline"
                      to={`/promo-codes/${p.id}`}
                    >
                      {p.code}
                    </Link>
                    <div className="text-slate-600">{p.name}</div>
                  </td>
                  <td className={td}>
                    {p.kind === 3
                      ? p.isPercentage
                        ? `${p.salesRate} % off`
                        : `${money(p.salesRate ?? 0)} off`
                      : 'Set prices'}{' '}
                    on {p.items.length} item{p.items.length === 1 ? '' : 's'}
                    {p.stacksWithOffers ? ', on top of offers' : ''}
                  </td>
                  <td className={td}>{day(p.validFrom)}</td>
                  <td className={td}>{day(p.validTo)}</td>
                  <td className={`${td} text-end tabular-nums`}>
                    {p.usedCount} / {limitText(p.usageLimit)}
                  </td>
                  <td className={td}>{limitText(p.perCustomerLimit)}</td>
                  <td className={td}>{p.active ? 'Active' : 'Off'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** A promo code opened for editing, or a new one (`/promo-codes/new`). */
export function PromoCodeEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const query = useQuery({ queryKey: ['promo-codes'], queryFn: promoCodes, staleTime: 0 });
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">Loading…</p>;
  const promo = id === undefined ? undefined : query.data.rows.find((p) => p.id === id);
  if (id !== undefined && !promo) return <Alert>No promo code has this id.</Alert>;
  return <PromoCodeForm key={promo ? `${promo.id}:${promo.version}` : 'new'} promo={promo} />;
}
