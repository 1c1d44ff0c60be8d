import { type OpsItem, type OpsItemsPage, OpsItemUpdateRequest } from '@dfs/contract/ops/items';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, call } from './api';
import { text } from './text';
import { Alert, Button, Field, Input, inputClass } from './ui';

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
      <h1 className="text-2xl font-semibold">Items</h1>
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

/** The form's values: every text as a string (an empty Chinese or Arabic name removes that language). */
interface FormValues {
  name: string;
  description: string;
  zh: { name: string; description: string };
  ar: { name: string; description: string };
  price: number;
  quantity: number;
  orderQuantity: string;
  active: boolean;
}

const toRequest = (id: number, version: number) => (v: FormValues) => ({
  id,
  version,
  name: v.name,
  description: v.description,
  zh: v.zh.name.trim() ? v.zh : null,
  ar: v.ar.name.trim() ? v.ar : null,
  price: v.price,
  quantity: v.quantity,
  orderQuantity: String(v.orderQuantity).trim() === '' ? null : Number(v.orderQuantity),
  active: v.active,
});

export function ItemEditPage() {
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['item', id],
    queryFn: async () => {
      const answer = await call<OpsItemsPage>('GET', `/Ops/api/V1.0/Item/GetAll?id=${id}&pageSize=1`);
      const item = answer.rows.find((r) => r.id === id);
      if (!item) throw new ApiError(404, 'No item has this id.');
      return item;
    },
    staleTime: 0,
  });
  // The version this page saved last: its form (fresh for each version) says so.
  const [savedVersion, setSavedVersion] = useState<number>();
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">Loading…</p>;
  return (
    <ItemForm
      key={`${query.data.id}:${query.data.version}`}
      item={query.data}
      saved={savedVersion === query.data.version}
      onSaved={setSavedVersion}
      reload={() => query.refetch()}
    />
  );
}

function ItemForm({
  item,
  saved,
  onSaved,
  reload,
}: {
  item: OpsItem;
  saved: boolean;
  onSaved: (version: number) => void;
  reload: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const form = useForm<FormValues>({
    resolver: zodResolver(
      z.preprocess(toRequest(item.id, item.version) as never, OpsItemUpdateRequest) as never,
    ) as never,
    defaultValues: {
      name: item.name,
      description: item.description,
      zh: item.zh ?? { name: '', description: '' },
      ar: item.ar ?? { name: '', description: '' },
      price: item.price,
      quantity: item.quantity,
      orderQuantity: item.orderQuantity === null ? '' : String(item.orderQuantity),
      active: item.active,
    },
  });
  const errors = form.formState.errors as Record<
    string,
    { message?: string } & Record<string, { message?: string }>
  >;
  const submit = form.handleSubmit(async (request) => {
    setProblem(undefined);
    try {
      const answer = await call<OpsItem>('PUT', '/Ops/api/V1.0/Item/Update', request);
      onSaved(answer.version);
      queryClient.setQueryData(['item', item.id], answer);
      await queryClient.invalidateQueries({ queryKey: ['items'] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setProblem({
          message: 'Someone changed this item; reload it to see their change, then make yours again.',
          stale: true,
        });
      else setProblem({ message: error instanceof Error ? error.message : String(error), stale: false });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold">{item.name}</h1>
        <span className="font-mono text-sm text-slate-600">
          {item.itemCode} · version {item.version}
        </span>
      </div>
      {problem ? (
        <Alert>
          {problem.message}{' '}
          {problem.stale ? (
            <button type="button" className="font-medium underline" onClick={reload}>
              Reload
            </button>
          ) : null}
        </Alert>
      ) : null}
      {saved ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
        >
          Saved. The storefront shows the change now.
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-3">
        {(
          [
            ['English', 'name', 'description'],
            ['Chinese (中文)', 'zh.name', 'zh.description'],
            ['Arabic (العربية)', 'ar.name', 'ar.description'],
          ] as const
        ).map(([label, nameKey, descriptionKey]) => {
          const [group] = nameKey.split('.');
          const groupErrors = group === 'name' ? undefined : errors[group as 'zh'];
          const dir = label.startsWith('Arabic') ? 'rtl' : 'auto';
          return (
            <fieldset key={label} className="space-y-3 rounded border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold">{label}</legend>
              <Field
                label={`Name (${label.split(' ')[0]})`}
                error={text(group === 'name' ? errors.name?.message : groupErrors?.name?.message)}
              >
                <Input dir={dir} {...form.register(nameKey)} />
              </Field>
              <Field
                label={`Description (${label.split(' ')[0]})`}
                error={text(
                  group === 'name' ? errors.description?.message : groupErrors?.description?.message,
                )}
              >
                <textarea dir={dir} rows={4} className={inputClass} {...form.register(descriptionKey)} />
              </Field>
            </fieldset>
          );
        })}
      </div>
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-4">
        <Field label="Price (USD)" error={text(errors.price?.message)}>
          <Input type="number" step="0.01" min="0" {...form.register('price', { valueAsNumber: true })} />
        </Field>
        <Field label="Stock" error={text(errors.quantity?.message)}>
          <Input type="number" step="1" min="0" {...form.register('quantity', { valueAsNumber: true })} />
        </Field>
        <Field label="Most per order (empty: no limit)" error={text(errors.orderQuantity?.message)}>
          <Input type="number" step="1" min="1" {...form.register('orderQuantity')} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('active')} />
          Active (shown and sold)
        </label>
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Back to items
        </Button>
      </div>
    </form>
  );
}
