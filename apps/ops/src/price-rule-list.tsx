import type { OpsPriceRule, OpsPriceRuleList } from '@dfs/contract/ops/price-rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call } from './api';
import { canEdit, day, money, td, th } from './price-parts';
import { PriceRuleForm } from './price-rules';
import { Alert } from './ui';

const priceRules = () => call<OpsPriceRuleList>('GET', '/Ops/api/V1.0/PriceRule/GetAll');

const summary = (r: OpsPriceRule) =>
  r.kind === 1
    ? `${r.tiers.length} tier${r.tiers.length === 1 ? '' : 's'}, from ${money(Math.min(...r.tiers.map((t) => t.price)))}`
    : `${[...new Set(r.buyGet.map((b) => `buy ${b.buyQuantity} get ${b.getQuantity}`))].join(', ')} on ${r.buyGet.length} item${r.buyGet.length === 1 ? '' : 's'}`;

/** Every volume and buy-get price list, newest first. */
export function PriceRulesPage() {
  const query = useQuery({ queryKey: ['price-rules'], queryFn: priceRules });
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Volume and buy-get</h1>
        {canEdit() ? (
          <Link
            to="/price-rules/new"
            className="ms-auto rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white hover:bg-sky-900"
          >
            New price list
          </Link>
        ) : null}
      </div>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data?.rows.length === 0 ? <p className="text-sm text-slate-600">No price list yet.</p> : null}
      {query.data?.rows.length ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className={th}>Name</th>
                <th className={th}>Kind</th>
                <th className={th}>Gives</th>
                <th className={th}>From</th>
                <th className={th}>Until</th>
                <th className={th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-100">
                  <td className={td}>
                    <Link
                      className="text-sky-800 underline-offset-2 hover:underline"
                      to={`/price-rules/${r.id}`}
                    >
                      {r.name}
                    </Link>
                  </td>
                  <td className={td}>{r.kind === 1 ? 'Volume' : 'Buy-get'}</td>
                  <td className={td}>{summary(r)}</td>
                  <td className={td}>{day(r.validFrom)}</td>
                  <td className={td}>{day(r.validTo)}</td>
                  <td className={td}>{r.active ? 'Active' : 'Off'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** A price list opened for editing, or a new one (`/price-rules/new`). */
export function PriceRuleEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const query = useQuery({ queryKey: ['price-rules'], queryFn: priceRules, staleTime: 0 });
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">Loading…</p>;
  const rule = id === undefined ? undefined : query.data.rows.find((r) => r.id === id);
  if (id !== undefined && !rule) return <Alert>No price list has this id.</Alert>;
  return <PriceRuleForm key={rule ? `${rule.id}:${rule.version}` : 'new'} rule={rule} />;
}
