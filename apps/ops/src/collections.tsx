import {
  type OpsCollection,
  OpsCollectionCreateRequest,
  type OpsCollectionList,
  OpsCollectionUpdateRequest,
} from '@dfs/contract/ops/collections';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { call } from './api';
import {
  Actions,
  ArtField,
  canEdit,
  EditButton,
  type Editing,
  ListPage,
  orNull,
  td,
  th,
  useSave,
} from './merchandising';
import { ItemPicker } from './price-parts';
import { text } from './text';
import { Field, Input, inputClass } from './ui';

type Member = OpsCollection['items'][number];

interface CollectionValues {
  name: string;
  zhName: string;
  arName: string;
  description: string;
  zhDescription: string;
  arDescription: string;
  imageUrl: string;
  sortOrder: number;
  items: Member[];
}

const languages = (c: OpsCollection) =>
  ['en', c.zhName ? 'zh' : null, c.arName ? 'ar' : null].filter(Boolean);

/** Collections: the curated lists the storefront shows on its home page and menus. */
export function CollectionsPage() {
  const query = useQuery({
    queryKey: ['collections'],
    queryFn: () => call<OpsCollectionList>('GET', '/Ops/api/V1.0/Collection/GetAll'),
  });
  const [editing, setEditing] = useState<Editing<OpsCollection>>();
  return (
    <ListPage
      title="Collections"
      noun="collection"
      query={query}
      editing={editing}
      setEditing={setEditing}
      table={(rows) => (
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className={th}>Image</th>
              <th className={th}>Name</th>
              <th className={th}>Names in</th>
              <th className={th}>Items</th>
              <th className={th}>Order</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-t border-slate-100">
                <td className={td}>
                  {c.imageUrl ? <img src={c.imageUrl} alt="" className="h-8 w-16 object-contain" /> : '—'}
                </td>
                <td className={`${td} font-medium`}>{c.name}</td>
                <td className={td}>{languages(c).join(', ')}</td>
                <td className={td}>{c.items.length}</td>
                <td className={td}>{c.sortOrder}</td>
                <td className={td}>
                  <EditButton label={`Edit ${c.name}`} onClick={() => setEditing({ row: c })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      form={<CollectionForm row={editing?.row} done={() => setEditing(undefined)} />}
    />
  );
}

function CollectionForm({ row, done }: { row?: OpsCollection | undefined; done: () => void }) {
  const toRequest = (v: CollectionValues) => ({
    ...(row ? { id: row.id, version: row.version } : {}),
    name: v.name,
    zhName: orNull(v.zhName),
    arName: orNull(v.arName),
    description: v.description,
    zhDescription: orNull(v.zhDescription),
    arDescription: orNull(v.arDescription),
    imageUrl: orNull(v.imageUrl),
    sortOrder: Number(v.sortOrder),
    itemIds: v.items.map((i) => i.itemId),
  });
  const form = useForm<CollectionValues>({
    resolver: zodResolver(
      z.preprocess(
        (v) => toRequest(v as CollectionValues),
        row ? OpsCollectionUpdateRequest : OpsCollectionCreateRequest,
      ) as never,
    ) as never,
    defaultValues: {
      name: row?.name ?? '',
      zhName: row?.zhName ?? '',
      arName: row?.arName ?? '',
      description: row?.description ?? '',
      zhDescription: row?.zhDescription ?? '',
      arDescription: row?.arDescription ?? '',
      imageUrl: row?.imageUrl ?? '',
      sortOrder: row?.sortOrder ?? 0,
      items: row?.items ?? [],
    },
  });
  const { problem, save } = useSave<CollectionValues, OpsCollection>(form, 'collections', done);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((request) =>
        save(row ? 'PUT' : 'POST', `/Ops/api/V1.0/Collection/${row ? 'Update' : 'Create'}`, request),
      )}
    >
      <fieldset disabled={!canEdit()} className="grid gap-4 sm:grid-cols-3">
        <Field label="Name (English)" error={text(errors.name?.message)}>
          <Input {...form.register('name')} />
        </Field>
        <Field label="Name (Chinese)" error={text(errors.zhName?.message)}>
          <Input {...form.register('zhName')} />
        </Field>
        <Field label="Name (Arabic)" error={text(errors.arName?.message)}>
          <Input dir="rtl" {...form.register('arName')} />
        </Field>
        <Field label="Description (English)" error={text(errors.description?.message)}>
          <textarea rows={3} className={inputClass} {...form.register('description')} />
        </Field>
        <Field label="Description (Chinese)" error={text(errors.zhDescription?.message)}>
          <textarea rows={3} className={inputClass} {...form.register('zhDescription')} />
        </Field>
        <Field label="Description (Arabic)" error={text(errors.arDescription?.message)}>
          <textarea rows={3} dir="rtl" className={inputClass} {...form.register('arDescription')} />
        </Field>
        <Field label="Order (lower first)" error={text(errors.sortOrder?.message)}>
          <Input type="number" min={0} {...form.register('sortOrder', { valueAsNumber: true })} />
        </Field>
        <div className="sm:col-span-2">
          <ArtField form={form} name="imageUrl" label="Image" kind="collection" />
        </div>
      </fieldset>
      <Members form={form} />
      <Actions busy={form.formState.isSubmitting} problem={problem} />
    </form>
  );
}

/** The items of the collection, in the merchandisers' order: move up or down, remove, find and add. */
function Members({ form }: { form: UseFormReturn<CollectionValues> }) {
  const items = form.watch('items');
  const set = (next: Member[]) => form.setValue('items', next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    set(next);
  };
  const error = (form.formState.errors as Record<string, { message?: string }>).itemIds?.message;
  const small = 'text-sky-800 underline-offset-2 hover:underline disabled:text-slate-400';
  return (
    <section className="space-y-2" aria-label="Items in the collection">
      <h3 className="font-medium">Items ({items.length})</h3>
      {items.length === 0 ? <p className="text-sm text-slate-600">No items yet.</p> : null}
      <ol className="divide-y divide-slate-100 rounded border border-slate-200 bg-white text-sm">
        {items.map((item, index) => (
          <li key={item.itemId} className="flex flex-wrap items-center gap-3 px-3 py-2">
            <span className="w-6 text-slate-500">{index + 1}.</span>
            <span className="font-mono text-xs">{item.itemCode}</span>
            <span className="min-w-0 flex-1">{item.name}</span>
            {item.active ? null : <span className="text-amber-800">inactive</span>}
            {canEdit() ? (
              <span className="flex gap-3">
                <button
                  type="button"
                  className={small}
                  disabled={index === 0}
                  aria-label={`Move ${item.itemCode} up`}
                  onClick={() => move(index, index - 1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === items.length - 1}
                  aria-label={`Move ${item.itemCode} down`}
                  onClick={() => move(index, index + 1)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={`Remove ${item.itemCode}`}
                  onClick={() => set(items.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm text-red-700">{text(error)}</p> : null}
      {canEdit() ? (
        <ItemPicker
          taken={(itemId) => items.some((i) => i.itemId === itemId)}
          onAdd={(item) =>
            set([
              ...items,
              { itemId: item.id, itemCode: item.itemCode, name: item.name, active: item.active },
            ])
          }
        />
      ) : null}
    </section>
  );
}
