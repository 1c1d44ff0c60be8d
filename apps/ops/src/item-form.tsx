import {
  type OpsItem,
  OpsItemCreateRequest,
  type OpsItemOptions,
  OpsItemUpdateRequest,
} from '@dfs/contract/ops/items';
import { DEFAULT_ORDER_QUANTITY_LIMIT } from '@dfs/domain/cart-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, call } from './api';
import { canEdit } from './items';
import { text } from './text';
import { Alert, Button, Field, Input, inputClass } from './ui';

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

export function ItemForm({
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
          <Field
            label={`Most per order (empty: the shop's default, ${DEFAULT_ORDER_QUANTITY_LIMIT})`}
            error={text(errors.orderQuantity?.message)}
          >
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
