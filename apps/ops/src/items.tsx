import { mediaAtWidth } from '@dfs/contract/media';
import {
  ITEM_IMAGE_TYPES,
  type OpsItem,
  OpsItemCreateRequest,
  type OpsItemOptions,
  type OpsItemsPage,
  OpsItemUpdateRequest,
} from '@dfs/contract/ops/items';

import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, call, session, upload } from './api';
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
const canEdit = () => session.get()?.staff.roles.includes('merchandiser') ?? false;

/** The form's values: every text as a string (an empty Chinese or Arabic name removes that language). */
interface FormValues {
  itemCode: string;
  name: string;
  description: string;
  zh: { name: string; description: string };
  ar: { name: string; description: string };
  price: number;
  quantity: number;
  orderQuantity: string;
  active: boolean;
  brandId: string;
  categoryId: string;
  milesForRedeem: string;
  milesForAccrual: string;
  isTravelExclusive: boolean;
  youtubeUrl: string;
}

const optionalNumber = (v: string) => (String(v).trim() === '' ? null : Number(v));

const toFields = (v: FormValues) => ({
  name: v.name,
  description: v.description,
  zh: v.zh.name.trim() ? v.zh : null,
  ar: v.ar.name.trim() ? v.ar : null,
  price: v.price,
  quantity: v.quantity,
  orderQuantity: optionalNumber(v.orderQuantity),
  active: v.active,
  brandId: Number(v.brandId) || 0,
  categoryId: Number(v.categoryId) || 0,
  milesForRedeem: optionalNumber(v.milesForRedeem),
  milesForAccrual: optionalNumber(v.milesForAccrual),
  isTravelExclusive: v.isTravelExclusive,
  youtubeUrl: v.youtubeUrl.trim() === '' ? null : v.youtubeUrl.trim(),
});

const blank: FormValues = {
  itemCode: '',
  name: '',
  description: '',
  zh: { name: '', description: '' },
  ar: { name: '', description: '' },
  price: 0,
  quantity: 0,
  orderQuantity: '',
  active: true,
  brandId: '',
  categoryId: '',
  milesForRedeem: '',
  milesForAccrual: '',
  isTravelExclusive: false,
  youtubeUrl: '',
};

const valuesOf = (item: OpsItem): FormValues => ({
  itemCode: item.itemCode,
  name: item.name,
  description: item.description,
  zh: item.zh ?? { name: '', description: '' },
  ar: item.ar ?? { name: '', description: '' },
  price: item.price,
  quantity: item.quantity,
  orderQuantity: item.orderQuantity === null ? '' : String(item.orderQuantity),
  active: item.active,
  brandId: String(item.brandId),
  categoryId: String(item.categoryId),
  milesForRedeem: item.milesForRedeem === null ? '' : String(item.milesForRedeem),
  milesForAccrual: item.milesForAccrual === null ? '' : String(item.milesForAccrual),
  isTravelExclusive: item.isTravelExclusive,
  youtubeUrl: item.youtubeUrl ?? '',
});

function useOptions() {
  return useQuery({
    queryKey: ['item-options'],
    queryFn: () => call<OpsItemOptions>('GET', '/Ops/api/V1.0/Item/Options'),
    staleTime: 60_000,
  });
}

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
  const options = useOptions();
  // The version this page saved last: its form (fresh for each version) says so.
  const [savedVersion, setSavedVersion] = useState<number>();
  const error = query.error ?? options.error;
  if (error) return <Alert>{error.message}</Alert>;
  if (!query.data || !options.data) return <p className="text-sm text-slate-600">Loading…</p>;
  return (
    <div className="space-y-6">
      <ItemForm
        key={`${query.data.id}:${query.data.version}`}
        item={query.data}
        options={options.data}
        saved={savedVersion === query.data.version}
        onSaved={setSavedVersion}
        reload={() => query.refetch()}
      />
      <ImagesPanel item={query.data} reload={() => query.refetch()} />
    </div>
  );
}

export function ItemCreatePage() {
  const options = useOptions();
  if (options.error) return <Alert>{options.error.message}</Alert>;
  if (!options.data) return <p className="text-sm text-slate-600">Loading…</p>;
  return <ItemForm options={options.data} saved={false} onSaved={() => undefined} reload={() => undefined} />;
}

function ItemForm({
  item,
  options,
  saved,
  onSaved,
  reload,
}: {
  /** Absent: a new item. */
  item?: OpsItem;
  options: OpsItemOptions;
  saved: boolean;
  onSaved: (version: number) => void;
  reload: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const form = useForm<FormValues>({
    resolver: zodResolver(
      (item
        ? z.preprocess(
            (v) => ({ ...toFields(v as FormValues), id: item.id, version: item.version }),
            OpsItemUpdateRequest,
          )
        : z.preprocess(
            (v) => ({ ...toFields(v as FormValues), itemCode: (v as FormValues).itemCode }),
            OpsItemCreateRequest,
          )) as never,
    ) as never,
    defaultValues: item ? valuesOf(item) : blank,
  });
  const errors = form.formState.errors as Record<
    string,
    { message?: string } & Record<string, { message?: string }>
  >;
  const submit = form.handleSubmit(async (request) => {
    setProblem(undefined);
    try {
      if (!item) {
        const created = await call<OpsItem>('POST', '/Ops/api/V1.0/Item/Create', request);
        queryClient.setQueryData(['item', created.id], created);
        await queryClient.invalidateQueries({ queryKey: ['items'] });
        navigate(`/items/${created.id}`, { state: { created: true } });
        return;
      }
      const answer = await call<OpsItem>('PUT', '/Ops/api/V1.0/Item/Update', request);
      onSaved(answer.version);
      queryClient.setQueryData(['item', item.id], answer);
      await queryClient.invalidateQueries({ queryKey: ['items'] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && item)
        setProblem({
          message: 'Someone changed this item; reload it to see their change, then make yours again.',
          stale: true,
        });
      else {
        if (error instanceof ApiError)
          for (const [field, keys] of Object.entries(error.errors)) {
            const name = field.charAt(0).toLowerCase() + field.slice(1);
            form.setError(name as never, { message: keys[0] });
          }
        setProblem({ message: error instanceof Error ? error.message : String(error), stale: false });
      }
    }
  });
  const readOnly = !canEdit();
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold">{item ? item.name : 'New item'}</h1>
        {item ? (
          <span className="font-mono text-sm text-slate-600">
            {item.itemCode} · version {item.version}
          </span>
        ) : null}
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
      <fieldset disabled={readOnly} className="space-y-6">
        <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-3">
          {item ? null : (
            <Field label="Item code" error={text(errors.itemCode?.message)}>
              <Input autoComplete="off" {...form.register('itemCode')} />
            </Field>
          )}
          <Field label="Brand" error={text(errors.brandId?.message)}>
            <select className={inputClass} {...form.register('brandId')}>
              <option value="">Choose a brand…</option>
              {options.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Category" error={text(errors.categoryId?.message)}>
            <select className={inputClass} {...form.register('categoryId')}>
              <option value="">Choose a category…</option>
              {options.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.parentName} › {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
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
          <Field label="Miles to redeem (empty: not for miles)" error={text(errors.milesForRedeem?.message)}>
            <Input type="number" step="1" min="0" {...form.register('milesForRedeem')} />
          </Field>
          <Field label="Miles earned (empty: none)" error={text(errors.milesForAccrual?.message)}>
            <Input type="number" step="1" min="0" {...form.register('milesForAccrual')} />
          </Field>
          <Field label="Video (YouTube link, optional)" error={text(errors.youtubeUrl?.message)}>
            <Input
              type="url"
              placeholder="https://www.youtube.com/watch?v=…"
              {...form.register('youtubeUrl')}
            />
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('isTravelExclusive')} />
            Travel exclusive
          </label>
        </div>
      </fieldset>
      <div className="flex gap-3">
        {readOnly ? null : (
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : item ? 'Save changes' : 'Create item'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate('/items')}>
          Back to items
        </Button>
      </div>
    </form>
  );
}

/** The item's images: upload (PNG, JPEG, WebP), choose the default, remove. */
function ImagesPanel({ item, reload }: { item: OpsItem; reload: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<number>();
  const done = (answer: OpsItem) => queryClient.setQueryData(['item', item.id], answer);
  const run = async (work: () => Promise<OpsItem>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      done(await work());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setProblem('Someone changed this item; it has been reloaded. Try again.');
        reload();
      } else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };
  const readOnly = !canEdit();
  return (
    <section
      aria-labelledby="images-heading"
      className="space-y-3 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="images-heading" className="text-lg font-semibold">
        Images
      </h2>
      {problem ? <Alert>{problem}</Alert> : null}
      {item.images.length === 0 ? (
        <p className="text-sm text-slate-600">No image yet: the storefront shows a placeholder.</p>
      ) : (
        <ul className="flex flex-wrap gap-4">
          {item.images.map((image) => (
            <li key={image.id} className="w-40 space-y-2 rounded border border-slate-200 p-2 text-sm">
              <img
                src={mediaAtWidth(image.url, 400)}
                alt={image.isDefault ? 'Default image' : 'Image'}
                className="aspect-square w-full object-contain"
              />
              {image.isDefault ? (
                <p className="font-medium text-emerald-800">Default image</p>
              ) : readOnly ? null : (
                <Button
                  variant="secondary"
                  disabled={busy}
                  className="w-full"
                  onClick={() =>
                    run(() =>
                      call('PUT', '/Ops/api/V1.0/Item/ImageSetDefault', {
                        itemId: item.id,
                        imageId: image.id,
                        version: item.version,
                      }),
                    )
                  }
                >
                  Make default
                </Button>
              )}
              {readOnly ? null : confirming === image.id ? (
                <Button
                  disabled={busy}
                  className="w-full bg-red-700 hover:bg-red-800"
                  onClick={() =>
                    run(() =>
                      call('DELETE', '/Ops/api/V1.0/Item/ImageDelete', {
                        itemId: item.id,
                        imageId: image.id,
                        version: item.version,
                      }),
                    )
                  }
                >
                  Confirm removal
                </Button>
              ) : (
                <Button variant="secondary" className="w-full" onClick={() => setConfirming(image.id)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">
            Add an image (PNG, JPEG or WebP, up to 10 MB; made in the storefront's sizes)
          </span>
          <input
            type="file"
            accept={ITEM_IMAGE_TYPES.join(',')}
            disabled={busy}
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file)
                void run(() =>
                  upload<OpsItem>(
                    `/Ops/api/V1.0/Item/ImageUpload?itemId=${item.id}&version=${item.version}`,
                    file,
                  ),
                );
            }}
          />
          {busy ? <span className="ms-2 text-slate-600">Working…</span> : null}
        </label>
      )}
    </section>
  );
}
