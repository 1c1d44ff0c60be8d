import type { OpsItemsPage } from '@dfs/contract/ops/items';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call, session } from './api';
import { Alert, Button, inputClass } from './ui';

const PAGE_SIZE = 25;
const money = (v: number) => v.toLocaleString('en', { style: 'currency', currency: 'USD' });

export function ItemsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const query = useQuery({
    queryKey: ['items', page, search],
    queryFn: () =>
      call<OpsItemsPage>(
        'GET',
        `/Ops/api/V1.0/Item/GetAll?page=${page}&pageSize=${PAGE_SIZE}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  const go = (next: { page?: number; search?: string }) => {
    const s = next.search ?? search;
    setParams({ ...(s ? { search: s } : {}), page: String(next.page ?? 1) });
  };
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Items</h1>
        {canEdit() ? (
          <Link
            to="/items/new"
            className="ms-auto rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white hover:bg-sky-900"
          >
            New item
          </Link>
        ) : null}
      </div>
      <form
        aria-label="Search items"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ search: draft.trim(), page: 1 });
        }}
      >
        <input
          aria-label="Search by name or item code"
          placeholder="Search by name or item code"
          className={`${inputClass} max-w-md`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-start text-slate-700">
            <tr>
              <th className="px-3 py-2 text-start">Code</th>
              <th className="px-3 py-2 text-start">Name</th>
              <th className="px-3 py-2 text-end">Price</th>
              <th className="px-3 py-2 text-end">Stock</th>
              <th className="px-3 py-2 text-start">Status</th>
            </tr>
          </thead>
          <tbody>
            {query.data?.rows.map((item) => (
              <tr key={item.id} className="border-t border-slate-100 hover:bg-sky-50">
                <td className="px-3 py-2 font-mono text-xs">{item.itemCode}</td>
                <td className="px-3 py-2">
                  <Link
                    className="text-sky-800 underline-offset-2 hover:underline"
                    to={`/items/${item.id}`}
                    state={{ item }}
                  >
                    {item.name}
                  </Link>
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{money(item.price)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{item.quantity}</td>
                <td className="px-3 py-2">{item.active ? 'Active' : 'Hidden'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {query.data && query.data.rows.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">
            {page > pages ? (
              <>
                There is no page {page}.{' '}
                <button type="button" className="text-sky-800 underline" onClick={() => go({ page: pages })}>
                  Go to the last page
                </button>
              </>
            ) : (
              'No item matches.'
            )}
          </p>
        ) : null}
      </div>
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
          Previous
        </Button>
        <span>
          Page {Math.min(page, pages)} of {pages} ({query.data?.total.toLocaleString('en') ?? '…'} items)
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
          Next
        </Button>
      </nav>
    </section>
  );
}

/** Whether the signed-in staff member may write items (merchandisers; admins only read). */
export const canEdit = () => session.get()?.staff.roles.includes('merchandiser') ?? false;
