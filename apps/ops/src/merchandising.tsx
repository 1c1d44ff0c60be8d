import {
  type OpsBanner,
  OpsBannerCreateRequest,
  type OpsBannerList,
  OpsBannerUpdateRequest,
  type OpsBrand,
  OpsBrandCreateRequest,
  type OpsBrandList,
  OpsBrandUpdateRequest,
  type OpsCategory,
  OpsCategoryCreateRequest,
  type OpsCategoryList,
  OpsCategoryUpdateRequest,
} from '@dfs/contract/ops/content';
import { ITEM_IMAGE_TYPES } from '@dfs/contract/ops/items';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, call, session, upload } from './api';
import { FormDialog } from './dialog';
import { text } from './text';
import { Alert, Button, Field, Input, inputClass } from './ui';

export const canEdit = () => session.get()?.staff.roles.includes('merchandiser') ?? false;
/** An empty text box means "none". */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export type Editing<T> = { row?: T } | undefined;

/** A list page: heading, "New" button, the table, and the dialog editing one row. */
export function ListPage<T>({
  title,
  noun,
  query,
  editing,
  setEditing,
  table,
  form,
}: {
  title: string;
  noun: string;
  query: { data?: { rows: T[] }; error: Error | null };
  editing: Editing<T>;
  setEditing: (e: Editing<T>) => void;
  table: (rows: T[]) => ReactNode;
  form: ReactNode;
}) {
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {canEdit() ? (
          <Button className="ms-auto" onClick={() => setEditing({})}>
            New {noun}
          </Button>
        ) : null}
      </div>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data ? (
        query.data.rows.length === 0 ? (
          <p className="text-sm text-slate-600">None yet.</p>
        ) : (
          <div className="overflow-x-auto rounded border border-slate-200 bg-white">
            {table(query.data.rows)}
          </div>
        )
      ) : null}
      <FormDialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        title={editing?.row ? `Edit ${noun}` : `New ${noun}`}
      >
        {editing ? form : null}
      </FormDialog>
    </section>
  );
}

export const th = 'px-3 py-2 text-start font-medium';
export const td = 'px-3 py-2 align-top';

export function EditButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      className="text-sky-800 underline-offset-2 hover:underline"
      onClick={onClick}
      aria-label={label}
    >
      {canEdit() ? 'Edit' : 'View'}
    </button>
  );
}

/** Saves a form with create or update; 409 and field errors are shown in the form. */
export function useSave<F extends FieldValues, R>(form: UseFormReturn<F>, listKey: string, done: () => void) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const save = async (method: 'POST' | 'PUT', path: string, request: unknown) => {
    setProblem(undefined);
    try {
      const saved = await call<R>(method, path, request);
      await queryClient.invalidateQueries({ queryKey: [listKey] });
      done();
      return saved;
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, keys] of Object.entries(error.errors))
          form.setError((field.charAt(0).toLowerCase() + field.slice(1)) as Path<F>, { message: keys[0] });
        setProblem(
          error.status === 409 && Object.keys(error.errors).length === 0
            ? 'Someone changed this since you opened it. Close this window to see their change, then make yours again.'
            : error.message,
        );
      } else setProblem(String(error));
      return undefined;
    }
  };
  return { problem, save };
}

/** Uploads art (Media/Upload) and puts its URL in a form field; shows the current art. */
export function ArtField<F extends FieldValues>({
  form,
  name,
  label,
  kind,
}: {
  form: UseFormReturn<F>;
  name: Path<F>;
  label: string;
  kind: 'brand' | 'category' | 'banner' | 'collection';
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const url = form.watch(name) as string;
  const error = (form.formState.errors as Record<string, { message?: string }>)[name as string]?.message;
  return (
    <div className="space-y-1 text-sm">
      <span className="block font-medium text-slate-700">{label}</span>
      {url ? (
        <img src={url} alt="" className="h-20 max-w-full rounded border border-slate-200 object-contain" />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="file"
          aria-label={`Upload ${label.toLowerCase()}`}
          accept={ITEM_IMAGE_TYPES.join(',')}
          disabled={busy || !canEdit()}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setBusy(true);
            setProblem(undefined);
            try {
              const answer = await upload<{ url: string }>(`/Ops/api/V1.0/Media/Upload?kind=${kind}`, file);
              form.setValue(name, answer.url as never, { shouldDirty: true });
            } catch (err) {
              setProblem(err instanceof Error ? err.message : String(err));
            } finally {
              setBusy(false);
            }
          }}
        />
        {url && canEdit() ? (
          <button
            type="button"
            className="text-sky-800 underline"
            onClick={() => form.setValue(name, '' as never)}
          >
            Remove
          </button>
        ) : null}
        {busy ? <span className="text-slate-600">Uploading…</span> : null}
      </div>
      {problem || error ? <span className="block text-red-700">{problem ?? text(error)}</span> : null}
    </div>
  );
}

export function Actions({ busy, problem }: { busy: boolean; problem?: string | undefined }) {
  return (
    <div className="space-y-3 pt-2">
      {problem ? <Alert>{problem}</Alert> : null}
      {canEdit() ? (
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      ) : null}
    </div>
  );
}

// Categories ------------------------------------------------------------------------------------

interface CategoryValues {
  parentId: string;
  name: string;
  zhName: string;
  arName: string;
  imageUrl: string;
  sortOrder: number;
}

export function CategoriesPage() {
  const query = useQuery({
    queryKey: ['categories'],
    queryFn: () => call<OpsCategoryList>('GET', '/Ops/api/V1.0/Category/GetAll'),
  });
  const [editing, setEditing] = useState<Editing<OpsCategory>>();
  const tops = query.data?.rows.filter((c) => c.parentId === null) ?? [];
  return (
    <ListPage
      title="Categories"
      noun="category"
      query={query}
      editing={editing}
      setEditing={setEditing}
      table={(rows) => (
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className={th}>English</th>
              <th className={th}>Chinese</th>
              <th className={th}>Arabic</th>
              <th className={th}>Order</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-t border-slate-100">
                <td className={`${td} ${c.parentId === null ? 'font-semibold' : 'ps-8'}`}>{c.name}</td>
                <td className={td}>{c.zhName ?? '—'}</td>
                <td className={td} dir="rtl">
                  {c.arName ?? '—'}
                </td>
                <td className={`${td} tabular-nums`}>{c.sortOrder}</td>
                <td className={td}>
                  <EditButton label={`Edit ${c.name}`} onClick={() => setEditing({ row: c })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      form={<CategoryForm row={editing?.row} tops={tops} done={() => setEditing(undefined)} />}
    />
  );
}

function CategoryForm({
  row,
  tops,
  done,
}: {
  row?: OpsCategory | undefined;
  tops: OpsCategory[];
  done: () => void;
}) {
  const toRequest = (v: CategoryValues) => ({
    ...(row ? { id: row.id, version: row.version } : {}),
    parentId: v.parentId ? Number(v.parentId) : null,
    name: v.name,
    zhName: orNull(v.zhName),
    arName: orNull(v.arName),
    imageUrl: orNull(v.imageUrl),
    sortOrder: Number(v.sortOrder),
  });
  const form = useForm<CategoryValues>({
    resolver: zodResolver(
      z.preprocess(
        (v) => toRequest(v as CategoryValues),
        row ? OpsCategoryUpdateRequest : OpsCategoryCreateRequest,
      ) as never,
    ) as never,
    defaultValues: {
      parentId: row?.parentId ? String(row.parentId) : '',
      name: row?.name ?? '',
      zhName: row?.zhName ?? '',
      arName: row?.arName ?? '',
      imageUrl: row?.imageUrl ?? '',
      sortOrder: row?.sortOrder ?? 0,
    },
  });
  const { problem, save } = useSave<CategoryValues, OpsCategory>(form, 'categories', done);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((request) =>
        save(row ? 'PUT' : 'POST', `/Ops/api/V1.0/Category/${row ? 'Update' : 'Create'}`, request),
      )}
    >
      <fieldset disabled={!canEdit()} className="grid gap-4 sm:grid-cols-2">
        <Field label="Parent" error={text(errors.parentId?.message)}>
          <select className={inputClass} {...form.register('parentId')}>
            <option value="">None (a top category)</option>
            {tops
              .filter((t) => t.id !== row?.id)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Order" error={text(errors.sortOrder?.message)}>
          <Input type="number" min="0" {...form.register('sortOrder', { valueAsNumber: true })} />
        </Field>
        <Field label="Name (English)" error={text(errors.name?.message)}>
          <Input {...form.register('name')} />
        </Field>
        <Field label="Name (Chinese)" error={text(errors.zhName?.message)}>
          <Input {...form.register('zhName')} />
        </Field>
        <Field label="Name (Arabic)" error={text(errors.arName?.message)}>
          <Input dir="rtl" {...form.register('arName')} />
        </Field>
        <ArtField form={form} name="imageUrl" label="Image" kind="category" />
      </fieldset>
      <Actions busy={form.formState.isSubmitting} problem={problem} />
    </form>
  );
}

// Brands ----------------------------------------------------------------------------------------

interface BrandValues {
  name: string;
  description: string;
  zhDescription: string;
  arDescription: string;
  imageUrl: string;
  isPowerBrand: boolean;
}

export function BrandsPage() {
  const query = useQuery({
    queryKey: ['brands'],
    queryFn: () => call<OpsBrandList>('GET', '/Ops/api/V1.0/Brand/GetAll'),
  });
  const [editing, setEditing] = useState<Editing<OpsBrand>>();
  return (
    <ListPage
      title="Brands"
      noun="brand"
      query={query}
      editing={editing}
      setEditing={setEditing}
      table={(rows) => (
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className={th}>Image</th>
              <th className={th}>Name</th>
              <th className={th}>Power brand</th>
              <th className={th}>Descriptions</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} className="border-t border-slate-100">
                <td className={td}>
                  {b.imageUrl ? <img src={b.imageUrl} alt="" className="h-8 w-16 object-contain" /> : '—'}
                </td>
                <td className={`${td} font-medium`}>{b.name}</td>
                <td className={td}>{b.isPowerBrand ? 'Yes' : 'No'}</td>
                <td className={td}>
                  {['en', b.zhDescription ? 'zh' : null, b.arDescription ? 'ar' : null]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td className={td}>
                  <EditButton label={`Edit ${b.name}`} onClick={() => setEditing({ row: b })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      form={<BrandForm row={editing?.row} done={() => setEditing(undefined)} />}
    />
  );
}

function BrandForm({ row, done }: { row?: OpsBrand | undefined; done: () => void }) {
  const toRequest = (v: BrandValues) => ({
    ...(row ? { id: row.id, version: row.version } : {}),
    name: v.name,
    description: v.description,
    zhDescription: orNull(v.zhDescription),
    arDescription: orNull(v.arDescription),
    imageUrl: orNull(v.imageUrl),
    isPowerBrand: v.isPowerBrand,
  });
  const form = useForm<BrandValues>({
    resolver: zodResolver(
      z.preprocess(
        (v) => toRequest(v as BrandValues),
        row ? OpsBrandUpdateRequest : OpsBrandCreateRequest,
      ) as never,
    ) as never,
    defaultValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      zhDescription: row?.zhDescription ?? '',
      arDescription: row?.arDescription ?? '',
      imageUrl: row?.imageUrl ?? '',
      isPowerBrand: row?.isPowerBrand ?? false,
    },
  });
  const { problem, save } = useSave<BrandValues, OpsBrand>(form, 'brands', done);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((request) =>
        save(row ? 'PUT' : 'POST', `/Ops/api/V1.0/Brand/${row ? 'Update' : 'Create'}`, request),
      )}
    >
      <fieldset disabled={!canEdit()} className="grid gap-4 sm:grid-cols-2">
        <Field label="Name (the same in every language)" error={text(errors.name?.message)}>
          <Input {...form.register('name')} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('isPowerBrand')} />
          Power brand (shown first in the brands menu)
        </label>
        <Field label="Description (English)" error={text(errors.description?.message)}>
          <textarea rows={3} className={inputClass} {...form.register('description')} />
        </Field>
        <Field label="Description (Chinese)" error={text(errors.zhDescription?.message)}>
          <textarea rows={3} className={inputClass} {...form.register('zhDescription')} />
        </Field>
        <Field label="Description (Arabic)" error={text(errors.arDescription?.message)}>
          <textarea rows={3} dir="rtl" className={inputClass} {...form.register('arDescription')} />
        </Field>
        <ArtField form={form} name="imageUrl" label="Image" kind="brand" />
      </fieldset>
      <Actions busy={form.formState.isSubmitting} problem={problem} />
    </form>
  );
}

// Banners ---------------------------------------------------------------------------------------

interface BannerValues {
  size: string;
  imageUrl: string;
  zhImageUrl: string;
  arImageUrl: string;
  title: string;
  zhTitle: string;
  arTitle: string;
  videoUrl: string;
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  sortOrder: number;
  active: boolean;
}

/** A datetime-local value (the browser's time zone) from an ISO instant, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);

const when = (b: OpsBanner, now = Date.now()) => {
  if (!b.active) return 'Off';
  if (b.startsAt && new Date(b.startsAt).getTime() > now)
    return `From ${new Date(b.startsAt).toLocaleString('en')}`;
  if (b.endsAt && new Date(b.endsAt).getTime() <= now) return 'Ended';
  return b.endsAt ? `Showing until ${new Date(b.endsAt).toLocaleString('en')}` : 'Showing';
};

export function BannersPage() {
  const query = useQuery({
    queryKey: ['banners'],
    queryFn: () => call<OpsBannerList>('GET', '/Ops/api/V1.0/Banner/GetAll'),
  });
  const [editing, setEditing] = useState<Editing<OpsBanner>>();
  return (
    <ListPage
      title="Banners"
      noun="banner"
      query={query}
      editing={editing}
      setEditing={setEditing}
      table={(rows) => (
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className={th}>Art</th>
              <th className={th}>Headline</th>
              <th className={th}>Size</th>
              <th className={th}>Schedule</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} className="border-t border-slate-100">
                <td className={td}>
                  <img src={b.imageUrl} alt="" className="h-10 w-28 object-cover" />
                </td>
                <td className={td}>{b.title ?? '—'}</td>
                <td className={td}>{['', 'Small', 'Medium', 'Large'][b.size]}</td>
                <td className={td}>{when(b)}</td>
                <td className={td}>
                  <EditButton
                    label={`Edit banner ${b.title ?? b.id}`}
                    onClick={() => setEditing({ row: b })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      form={<BannerForm row={editing?.row} done={() => setEditing(undefined)} />}
    />
  );
}

function BannerForm({ row, done }: { row?: OpsBanner | undefined; done: () => void }) {
  const toRequest = (v: BannerValues) => ({
    ...(row ? { id: row.id, version: row.version } : {}),
    size: Number(v.size),
    imageUrl: v.imageUrl,
    zhImageUrl: orNull(v.zhImageUrl),
    arImageUrl: orNull(v.arImageUrl),
    title: orNull(v.title),
    zhTitle: orNull(v.zhTitle),
    arTitle: orNull(v.arTitle),
    videoUrl: orNull(v.videoUrl),
    linkUrl: orNull(v.linkUrl),
    startsAt: fromLocal(v.startsAt),
    endsAt: fromLocal(v.endsAt),
    sortOrder: Number(v.sortOrder),
    active: v.active,
  });
  const form = useForm<BannerValues>({
    resolver: zodResolver(
      z.preprocess(
        (v) => toRequest(v as BannerValues),
        row ? OpsBannerUpdateRequest : OpsBannerCreateRequest,
      ) as never,
    ) as never,
    defaultValues: {
      size: String(row?.size ?? 3),
      imageUrl: row?.imageUrl ?? '',
      zhImageUrl: row?.zhImageUrl ?? '',
      arImageUrl: row?.arImageUrl ?? '',
      title: row?.title ?? '',
      zhTitle: row?.zhTitle ?? '',
      arTitle: row?.arTitle ?? '',
      videoUrl: row?.videoUrl ?? '',
      linkUrl: row?.linkUrl ?? '',
      startsAt: toLocal(row?.startsAt ?? null),
      endsAt: toLocal(row?.endsAt ?? null),
      sortOrder: row?.sortOrder ?? 0,
      active: row?.active ?? true,
    },
  });
  const { problem, save } = useSave<BannerValues, OpsBanner>(form, 'banners', done);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((request) =>
        save(row ? 'PUT' : 'POST', `/Ops/api/V1.0/Banner/${row ? 'Update' : 'Create'}`, request),
      )}
    >
      <fieldset disabled={!canEdit()} className="grid gap-4 sm:grid-cols-2">
        <Field label="Size" error={text(errors.size?.message)}>
          <select className={inputClass} {...form.register('size')}>
            <option value="1">Small</option>
            <option value="2">Medium</option>
            <option value="3">Large</option>
          </select>
        </Field>
        <Field label="Order" error={text(errors.sortOrder?.message)}>
          <Input type="number" min="0" {...form.register('sortOrder', { valueAsNumber: true })} />
        </Field>
        <ArtField form={form} name="imageUrl" label="Art (English, required)" kind="banner" />
        <ArtField form={form} name="zhImageUrl" label="Art (Chinese; empty: English)" kind="banner" />
        <ArtField form={form} name="arImageUrl" label="Art (Arabic; empty: English)" kind="banner" />
        <Field label="Headline (English)" error={text(errors.title?.message)}>
          <Input {...form.register('title')} />
        </Field>
        <Field label="Headline (Chinese)" error={text(errors.zhTitle?.message)}>
          <Input {...form.register('zhTitle')} />
        </Field>
        <Field label="Headline (Arabic)" error={text(errors.arTitle?.message)}>
          <Input dir="rtl" {...form.register('arTitle')} />
        </Field>
        <Field label="Link (a storefront path or https address)" error={text(errors.linkUrl?.message)}>
          <Input placeholder="/product-list/…" {...form.register('linkUrl')} />
        </Field>
        <Field label="Video (https, optional)" error={text(errors.videoUrl?.message)}>
          <Input type="url" {...form.register('videoUrl')} />
        </Field>
        <Field label="Show from (empty: now)" error={text(errors.startsAt?.message)}>
          <Input type="datetime-local" {...form.register('startsAt')} />
        </Field>
        <Field label="Show until (empty: no end)" error={text(errors.endsAt?.message)}>
          <Input type="datetime-local" {...form.register('endsAt')} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('active')} />
          Active
        </label>
      </fieldset>
      <Actions busy={form.formState.isSubmitting} problem={problem} />
    </form>
  );
}
